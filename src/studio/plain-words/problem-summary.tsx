import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { FieldProblem } from './field-problems';
import { fieldId } from './schema-places';
import { useFocusOnArrival } from '../use-focus-on-arrival';
import { revealField } from '../form/field-groups';

/**
 * Brings the field at a pointer into view and gives it the focus: the field itself, or, for a group
 * (a list, an object) or a field the form does not draw, the first thing she can type into inside
 * the nearest group that is drawn. A field in a closed group of the form ("Header") opens it first.
 */
export function goToField(pointer: string, target?: string) {
  const own = target ? document.getElementById(target) : null;
  if (own) {
    revealField(own);
    own.scrollIntoView({ block: 'center' });
    own.focus({ preventScroll: true });
    return;
  }
  const parts = pointer.split('/');
  for (let end = parts.length; end >= 1; end -= 1) {
    const element = document.getElementById(fieldId(parts.slice(0, end).join('/')));
    if (!element) continue;
    revealField(element);
    const target = element.matches('input, textarea, select, button, [tabindex]') ? element : element.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, select, button');
    (target ?? element).scrollIntoView({ block: 'center' });
    (target ?? element).focus({ preventScroll: true });
    return;
  }
}

/**
 * Every problem that stops a save (or every warning a save asks her to read first), at the top of
 * the form: the focus moves here when a save is refused or asks, so she hears and sees what is
 * wrong, and each problem is a link to its field.
 */
export function ProblemSummary({ heading, problems, severity = 'error' }: { heading: string; problems: FieldProblem[]; severity?: 'error' | 'warning' }) {
  // Each refusal, and each set of warnings to confirm, is a new list: the focus moves to it once.
  const box = useFocusOnArrival<HTMLDivElement>(problems);
  return (
    <Alert ref={box} severity={severity} tabIndex={-1} aria-labelledby="studio-problem-summary" sx={{ mb: 2, '&:focus-visible': { outline: 2, outlineOffset: 2 } }}>
      <AlertTitle id="studio-problem-summary" component="h3">
        {heading}
      </AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {problems.map((problem) => (
          <li key={`${problem.pointer}|${problem.message}`}>
            <Link
              href={`#${problem.target ?? fieldId(problem.pointer)}`}
              onClick={(event) => {
                event.preventDefault();
                goToField(problem.pointer, problem.target);
              }}
              sx={{ fontWeight: 600 }}
            >
              {problem.field}
            </Link>
            {': '}
            {problem.message}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
