import { useEffect, useRef, useState } from 'react';
import { sameJson, type Json } from '../content/json-values';
import type { Conflict } from '../content/three-way-merge';
import { ContentApiError, type ContentClient, type NewPicture, type OpenedFile, type Problem, type SiteUpdateTicket } from './content-client';
import type { DraftStore } from './drafts';
import { rebaseDraft, type Choice } from './resolve-conflicts';

export type EditorStatus = 'loading' | 'ready' | 'sending' | 'saved' | 'failed';

export interface EditorState {
  status: EditorStatus;
  file?: OpenedFile;
  data?: Json;
  summary: string;
  /** When a draft from an earlier visit was put back (ISO time). */
  restoredFrom?: string;
  draftNotKept: boolean;
  noChanges: boolean;
  /** A new file (a town) was created by someone else meanwhile: there is nothing to choose between. */
  taken?: boolean;
  error?: ContentApiError;
  problems: Problem[];
  warnings: Problem[];
  conflicts: Conflict[];
  choices: Record<string, Choice>;
  /** A file that does not exist yet (a new town): saving creates it. */
  isNew?: boolean;
  /** Set once a new file has been saved: from then on it is opened like any other. */
  saved?: boolean;
  /** The last save rebuilds the site (npm start): the studio follows it until it is live. */
  siteUpdate?: SiteUpdateTicket;
}

const initial: EditorState = { status: 'loading', summary: '', draftNotKept: false, noChanges: false, problems: [], warnings: [], conflicts: [], choices: {} };

/**
 * One file in the studio: opened from the content API, edited (every keystroke kept as a draft in
 * the browser), submitted, and the API's answer turned into what the staff member does next:
 * fix the problems, confirm the warnings, or choose between their value and someone else's.
 */
export interface NewFile {
  kind: string;
  data: Json;
}

export function useFileEditor(client: ContentClient, path: string, drafts: DraftStore, newFile?: NewFile, onSaved?: () => void) {
  const [state, setState] = useState<EditorState>(initial);
  const latest = useRef(state);
  latest.current = state;
  // What the draft was based on, and the draft itself, when a conflict was found: choices re-merge from them.
  const beforeConflict = useRef<{ base: Json; yours: Json } | null>(null);
  const update = (patch: Partial<EditorState>) => setState((s) => ({ ...s, ...patch }));

  const open = async (keepDraft: boolean) => {
    if (newFile && !latest.current.saved) {
      // Not a file yet: the scaffold (or a kept draft of it) is the form; saving creates it.
      const draft = keepDraft ? drafts.read(path) : undefined;
      const file = { path, kind: newFile.kind, version: '', text: '', data: newFile.data };
      setState({ ...initial, status: 'ready', isNew: true, file, data: (draft?.data ?? newFile.data) as Json, summary: draft?.summary ?? '', ...(draft ? { restoredFrom: draft.savedAt } : {}) });
      return;
    }
    try {
      const file = await client.open(path);
      const draft = keepDraft ? drafts.read(path) : undefined;
      // A draft keeps the version it was typed against, so its base travels with it to the merge.
      const base = draft ? { ...file, version: draft.baseVersion, text: draft.baseText } : file;
      setState({ ...initial, status: 'ready', file: base, data: (draft?.data ?? file.data) as Json, summary: draft?.summary ?? '', ...(draft ? { restoredFrom: draft.savedAt } : {}) });
    } catch (error) {
      setState({ ...initial, status: 'failed', error: error instanceof ContentApiError ? error : undefined });
    }
  };
  useEffect(() => {
    void open(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path]);

  const keep = (data: Json | undefined, summary: string) => {
    const file = latest.current.file;
    if (!file) return;
    const kept = drafts.write(path, { data, baseVersion: file.version, baseText: file.text, summary, savedAt: new Date().toISOString() });
    // What the last save attempt found was about the draft before this edit: the fields' own check takes over.
    const edited = !sameJson(data as Json, latest.current.data as Json);
    update({ data, summary, draftNotKept: !kept, noChanges: false, ...(edited ? { problems: [], warnings: [] } : {}) });
  };

  /**
   * `pictures` are the new pictures uploaded in the form; only those the data still uses are sent.
   * `sendable` is the draft as it is saved, when it leaves out parts of the form nothing is written in.
   */
  const submit = async (confirmWarnings = false, pictures: NewPicture[] = [], sendable?: Json) => {
    const { file, summary, isNew } = latest.current;
    const data = sendable ?? latest.current.data;
    if (!file || data === undefined) return;
    if (!isNew && sameJson(JSON.parse(file.text) as Json, data)) return update({ noChanges: true });
    update({ status: 'sending', error: undefined, problems: [], warnings: [], noChanges: false });
    try {
      const change = isNew ? { path, action: 'create' as const, data } : { path, action: 'update' as const, data, baseVersion: file.version, baseText: file.text };
      const text = JSON.stringify(data);
      const images = pictures.filter((picture) => text.includes(JSON.stringify(picture.path)));
      const result = await client.submit({ summary, confirmWarnings, files: [change], ...(images.length ? { images } : {}) });
      // A new file someone else created meanwhile has nothing to choose between: the editor says so in its own words.
      if (result.state === 'clash') return isNew ? update({ status: 'ready', taken: true }) : await showConflicts();
      if (result.state === 'problems') return update({ status: 'ready', problems: result.problems.filter((p) => p.severity === 'error') });
      if (result.state === 'warnings') return update({ status: 'ready', warnings: result.problems });
      drafts.remove(path);
      const fresh = await client.open(path);
      setState({ ...initial, status: 'saved', saved: true, file: fresh, data: fresh.data as Json, warnings: result.warnings, ...(result.siteUpdate ? { siteUpdate: result.siteUpdate } : {}) });
      onSaved?.();
    } catch (error) {
      if (!(error instanceof ContentApiError)) throw error;
      update({ status: 'ready', error });
    }
  };

  // Someone saved since this was opened: move the draft onto what is saved now, and list the places
  // both changed so the staff member chooses; the next submit goes against the new version.
  const showConflicts = async () => {
    const { file, data, summary } = latest.current;
    const fresh = await client.open(path);
    const rebased = rebaseDraft(JSON.parse(file!.text) as Json, fresh.data as Json, data!);
    beforeConflict.current = { base: JSON.parse(file!.text) as Json, yours: data! };
    setState({ ...initial, status: 'ready', file: fresh, data: rebased.data, summary, conflicts: rebased.conflicts });
  };

  const choose = (pointer: string, choice: Choice) => {
    const { file, conflicts, summary } = latest.current;
    if (!file || !beforeConflict.current) return;
    const choices = { ...latest.current.choices, [pointer]: choice };
    const rebased = rebaseDraft(beforeConflict.current.base, file.data as Json, beforeConflict.current.yours, choices);
    setState((s) => ({ ...s, choices, data: rebased.data, conflicts }));
    keep(rebased.data, summary);
  };

  /** The browser's own check found errors: shown as the API's refusal would be, and nothing is sent. */
  const refuse = (problems: Problem[]) => update({ status: 'ready', error: undefined, problems, warnings: [], noChanges: false });

  const discard = () => {
    drafts.remove(path);
    void open(false);
  };

  return { state, keep, submit, refuse, choose, discard };
}
