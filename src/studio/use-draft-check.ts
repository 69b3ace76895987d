import { useEffect, useRef, useState } from 'react';
import type { Json } from '../content/json-values';
import type { PublicFiles } from '../content/validate/check-references';
import type { OpenedFile, Problem } from './content-client';

type Checker = typeof import('./check-draft');

/** How long typing pauses before the whole site is checked again: each check reads every file. */
const PAUSE_MS = 250;

// The draft's lines are not the file's: a place is its field, not a line number.
const withoutLines = (problems: Problem[]) => problems.map((p) => ({ ...p, line: undefined, column: undefined }));

/**
 * The validator run in the browser on the draft, as the staff member types (after a short pause),
 * with the rest of the site as the content API gave it. The validator is its own chunk, fetched once
 * the site is: the form opens without waiting for it. Without the site (not loaded yet, or refused)
 * nothing is checked here and the check on save is the only one.
 */
export function useDraftCheck(site: OpenedFile[] | undefined, path: string, data: Json | undefined, publicFiles?: PublicFiles) {
  const [checker, setChecker] = useState<Checker>();
  const [checked, setChecked] = useState<{ data: Json | undefined; problems: Problem[] }>({ data: undefined, problems: [] });
  const run = (draft: Json) => (site && checker ? checker.problemsOf(checker.checkDraft(site, path, draft, { publicFiles }), path) : { errors: [], warnings: [] });
  const latest = useRef(run);
  latest.current = run;

  useEffect(() => {
    if (site && !checker) void import('./check-draft').then((module) => setChecker(() => module), () => {});
  }, [site, checker]);

  useEffect(() => {
    if (!site || !checker || data === undefined) return;
    const timer = setTimeout(() => {
      const { errors, warnings } = latest.current(data);
      setChecked({ data, problems: withoutLines([...errors, ...warnings]) });
    }, PAUSE_MS);
    return () => clearTimeout(timer);
  }, [site, checker, path, data]);

  return {
    /** The draft's own problems as last checked. */
    problems: checked.problems,
    /** The draft's errors right now (checked at once if typing has not paused since the last check). */
    errorsNow: (draft: Json): Problem[] => (checked.data === draft ? checked.problems : withoutLines(run(draft).errors)).filter((p) => p.severity === 'error'),
  };
}
