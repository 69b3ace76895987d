import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type CoreForm from '@rjsf/core';
import Form from '@rjsf/mui';
import type { Json } from '../content/json-values';
import { PageLoading } from '../components/page-loading';
import type { ContentClient } from './content-client';
import type { DraftStore } from './drafts';
import { InterpretedValidator } from './interpreted-validator';
import { buildRefChoices, type RefChoices } from './ref-choices';
import { RefContext, type PendingPicture, type RefPickerContext } from './ref-context';
import { refFields } from './ref-fields';
import { defaultsBehavior, problemsAsErrorSchema, schemaForKind, uiSchema } from './schema-for-kind';
import { ApiErrorAlert, ConflictChoices, ProblemList } from './studio-messages';
import { fill, type StudioWords } from './studio-words';
import { useFileEditor, type NewFile } from './use-file-editor';
import type { TownFile } from '../generated/site-types';


interface Props {
  client: ContentClient;
  drafts: DraftStore;
  path: string;
  label: string;
  words: StudioWords;
  onBack: () => void;
  /** A file that does not exist yet (a new town): saving creates it. */
  newFile?: NewFile;
  /** Starts a new town from a copy of this one (town files only). */
  onDuplicate?: (town: TownFile) => void;
}

/** One content file as a form generated from the schema, with the summary, submit and every answer of the API. */
export function FileEditor({ client, drafts, path, label, words, onBack, newFile, onDuplicate }: Props) {
  const { state, keep, submit, choose, discard } = useFileEditor(client, path, drafts, newFile);
  const form = useRef<CoreForm>(null);
  const kind = state.file?.kind;
  const schema = useMemo(() => (kind ? schemaForKind(kind) : undefined), [kind]);
  const validator = useMemo(() => (schema ? new InterpretedValidator(schema) : undefined), [schema]);
  const pickers = useRefPickers(client, words);
  const extraErrors = useMemo(() => problemsAsErrorSchema(state.problems.filter((p) => p.file === `site/${path}`)), [state.problems, path]);

  return (
    <Box component="section" aria-labelledby="studio-editing">
      <Button onClick={onBack} sx={{ mb: 2 }}>
        {words.backToList}
      </Button>
      <Typography id="studio-editing" variant="h2" sx={{ mb: 2 }}>
        {fill(words.editing, { item: label })}
      </Typography>
      {state.isNew ? <Alert severity="info" sx={{ mb: 2 }}>{words.newFileNote}</Alert> : null}
      {state.file?.kind === 'townFile' && !state.isNew && onDuplicate && state.data ? (
        <Button variant="outlined" onClick={() => onDuplicate(state.data as unknown as TownFile)} sx={{ mb: 2 }}>
          {words.duplicateTown}
        </Button>
      ) : null}
      {state.status === 'loading' ? <PageLoading label={words.loading} /> : null}
      {state.status === 'failed' ? <Alert severity="error" role="alert">{state.error ? `${words.loadError} ${state.error.title}. ${state.error.hint}` : words.loadError}</Alert> : null}
      {state.restoredFrom ? <Alert severity="info" sx={{ mb: 2 }}>{fill(words.draftRestored, { time: new Date(state.restoredFrom).toLocaleString() })}</Alert> : null}
      {state.draftNotKept ? <Alert severity="warning" sx={{ mb: 2 }}>{words.draftNotKept}</Alert> : null}
      {state.status === 'saved' ? <Alert severity="success" role="status" sx={{ mb: 2 }}>{words.saved}</Alert> : null}
      {state.error ? <ApiErrorAlert error={state.error} /> : null}
      {state.problems.length ? <ProblemList heading={words.problemsHeading} problems={state.problems} severity="error" /> : null}
      {state.warnings.length && state.status !== 'saved' ? <ProblemList heading={words.warningsHeading} problems={state.warnings} severity="warning" /> : null}
      {state.conflicts.length ? <ConflictChoices words={words} conflicts={state.conflicts} choices={state.choices} onChoose={choose} /> : null}
      {schema && validator && state.data !== undefined ? (
        <>
          <RefContext.Provider value={pickers}>
            <Form
              ref={form}
              fields={refFields}
              schema={schema}
              uiSchema={uiSchema}
              validator={validator}
              formData={state.data}
              extraErrors={extraErrors}
              showErrorList={false}
              experimental_defaultFormStateBehavior={defaultsBehavior}
              onChange={(event) => keep(event.formData as Json, state.summary)}
            />
          </RefContext.Provider>
          <Box sx={{ position: 'sticky', bottom: 0, bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider', py: 2, mt: 2, display: 'grid', gap: 2 }}>
            {state.noChanges ? <Alert severity="info">{words.noChanges}</Alert> : null}
            <TextField label={words.summaryLabel} helperText={words.summaryHelp} value={state.summary} required onChange={(event) => keep(state.data, event.target.value)} />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
              <Button
                variant="contained"
                disabled={state.status === 'sending' || state.summary.trim() === ''}
                onClick={() => {
                  if (form.current?.validateForm() !== false) void submit(false, pickers.pending);
                }}
              >
                {state.status === 'sending' ? words.sending : words.submit}
              </Button>
              {state.warnings.length && state.status === 'ready' ? (
                <Button variant="outlined" onClick={() => void submit(true, pickers.pending)}>
                  {words.confirmWarnings}
                </Button>
              ) : null}
              <Button onClick={discard}>{words.discard}</Button>
            </Box>
          </Box>
        </>
      ) : null}
    </Box>
  );
}

/**
 * What the reference pickers offer, from the whole site and its pictures (loaded once per opened
 * file, so a page added meanwhile is offered), and the pictures uploaded in this form until saved.
 */
function useRefPickers(client: ContentClient, words: StudioWords): RefPickerContext {
  const [choices, setChoices] = useState<RefChoices>();
  const [imagesFailed, setImagesFailed] = useState(false);
  const [pending, setPending] = useState<PendingPicture[]>([]);
  useEffect(() => {
    let live = true;
    const images = client.images().catch(() => {
      if (live) setImagesFailed(true);
      return [];
    });
    // Without the site's files the pickers still show and take each field's value; they only offer less.
    void Promise.all([client.site(), images]).then(([files, pictures]) => live && setChoices(buildRefChoices(files, pictures, words.media)), () => undefined);
    return () => {
      live = false;
    };
  }, [client, words]);
  return useMemo(() => ({ choices, imagesFailed, words: words.media, pending, addPicture: (picture) => setPending((all) => [...all, picture]) }), [choices, imagesFailed, words, pending]);
}
