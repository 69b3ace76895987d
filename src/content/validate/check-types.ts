import type { LoadedFile } from './read-content.ts';
import type { Problem } from './problem.ts';
import type { Reference } from './schema-facts.ts';
import type { SiteRule } from './site-rules.ts';

// What validate-site.ts hands to each check-*.ts file. They live apart from validate-site.ts, which
// imports the checks: the checks importing these types from it would close a cycle.

/** A file that passed the schema, with what it refers to. */
export interface Checked {
  file: LoadedFile;
  references: Reference[];
}

export interface ReportExtra {
  severity?: Problem['severity'];
  suggestion?: string;
  /** A check across files' kind of problem (see Problem.rule). */
  rule?: SiteRule;
  /** The schema keyword that failed, for the schema's own problems (see Problem.rule). */
  keyword?: string;
  values?: Record<string, string>;
}

/** Records one problem at a place in a file (a JSON pointer, and the key when the key itself is wrong). */
export type Report = (file: LoadedFile, pointer: string, message: string, hint?: string, key?: string, extra?: ReportExtra) => void;
