import type { FieldErrorProps } from '@rjsf/utils';
import { Templates } from '@rjsf/mui';

const MuiFieldError = Templates.FieldErrorTemplate!;

/**
 * The theme's message under a field, each message once: the form's own check and the whole-site
 * check both find an empty required field, and both say it in the same words.
 */
export function FieldErrorOnce(props: FieldErrorProps) {
  const errors = props.errors?.filter((error, index, all) => all.indexOf(error) === index);
  return <MuiFieldError {...props} errors={errors} />;
}
