import { useMemo } from 'react';
import type { RJSFSchema } from '@rjsf/utils';
import type { Json } from '../../content/json-values';
import type { FormWords } from './derive-ui-schema';
import { AddButton, GrowingTextarea, MoveDownButton, MoveUpButton, RemoveButton } from './form-parts';
import { idsIn, makeIds } from './make-ids';
import { defs } from './schema-walk';
import { uiSchemaForKind } from './ui-schema-for-kind';

const widgets = { TextareaWidget: GrowingTextarea };
const templates = { ButtonTemplates: { AddButton, RemoveButton, MoveUpButton, MoveDownButton } };

/**
 * What makes the generated form one for people: the uiSchema of the file's kind, the growing
 * paragraph boxes, worded add buttons, and the ids made for new list entries as she types.
 * `saved` is the file as saved: its ids are kept as they are.
 */
export function useShapedForm(kind: string | undefined, words: FormWords, saved: Json | undefined) {
  const uiSchema = useMemo(() => (kind ? uiSchemaForKind(kind, words) : {}), [kind, words]);
  const savedIds = useMemo(() => idsIn(saved), [saved]);
  const withIds = (data: Json) => (kind ? makeIds({ $ref: `#/$defs/${kind}` } as RJSFSchema, defs, data, savedIds) : data);
  return { uiSchema, widgets, templates, withIds };
}
