import { useState } from 'react';
import { ContentApiError, type ContentClient, type FileHistoryEntry, type SiteUpdateTicket } from '../content-client';
import { fill, type StudioWords } from '../studio-words';
import { undoProblemWords } from './undo-words';

/** What became of an undo, as the history panel says it. */
export type UndoOutcome =
  | { state: 'saved'; siteUpdate?: SiteUpdateTicket }
  | { state: 'problems'; lines: string[] }
  | { state: 'warnings'; lines: string[]; change: FileHistoryEntry }
  | { state: 'clash' }
  | { state: 'error'; error: ContentApiError };

/**
 * Undo of one change from the history: asked first, then sent as her words "Undo: <summary>" and
 * answered like any save (saved, problems, warnings to confirm, a clash). `onSaved` runs once it is saved.
 */
export function useUndo(client: ContentClient, path: string, kind: string, words: StudioWords, onSaved: (removed: boolean) => void) {
  const [asking, setAsking] = useState<FileHistoryEntry | null>(null);
  const [sending, setSending] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<UndoOutcome | null>(null);
  // The version the last undo left: a later save from the form gives another, and the note goes.
  const [left, setLeft] = useState<string | null>(null);

  const send = async (change: FileHistoryEntry, confirmWarnings = false) => {
    if (!change.undo) return;
    setAsking(null);
    setSending(change.undo);
    setOutcome(null);
    try {
      const result = await client.undo(path, { undo: change.undo, summary: fill(words.history.undoSummary, { summary: change.summary }), confirmWarnings });
      if (result.state === 'saved') {
        setOutcome({ state: 'saved', ...(result.siteUpdate ? { siteUpdate: result.siteUpdate } : {}) });
        setLeft(result.files?.find((file) => file.path === path)?.version ?? null);
        // Undoing the change that created the item removes it.
        onSaved(result.files?.some((file) => file.path === path && file.action === 'delete') ?? false);
      } else if (result.state === 'problems') setOutcome({ state: 'problems', lines: undoProblemWords(result.problems.filter((p) => p.severity === 'error'), path, kind, words) });
      else if (result.state === 'warnings') setOutcome({ state: 'warnings', lines: undoProblemWords(result.problems, path, kind, words), change });
      else setOutcome({ state: 'clash' });
    } catch (error) {
      // The password prompt given up or the network gone: said as the API's own words where there are some.
      setOutcome({ state: 'error', error: error instanceof ContentApiError ? error : new ContentApiError(0, 'offline', words.offline, words.offlineHint) });
    } finally {
      setSending(null);
    }
  };

  /** Forgets the last answer: the panel was closed, or the item was saved from the form since. */
  const clear = (version?: string) => {
    if (version === undefined || version !== left) setOutcome(null);
  };

  return { asking, ask: setAsking, sending, outcome, send, clear };
}
