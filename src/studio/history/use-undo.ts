import { useState } from 'react';
import { ContentApiError, type ContentClient, type FileHistoryEntry, type SiteUpdateTicket, type SubmitResult } from '../content-client';
import { fill, type StudioWords } from '../studio-words';
import { undoProblemWords } from './undo-words';
import { fittedSummary } from '../../content/summary-line';

/** What became of an undo, as the history panel says it. */
export type UndoOutcome =
  | { state: 'saved'; siteUpdate?: SiteUpdateTicket; review?: boolean }
  | { state: 'problems'; lines: string[] }
  | { state: 'warnings'; lines: string[]; change: FileHistoryEntry }
  | { state: 'clash' }
  | { state: 'error'; error: ContentApiError };

/**
 * What a saved undo does. Saved to the item's file (local): the panel says so (or follows it to the
 * live site), and the editor shows the item as it is now (`editor`; `removed` when the undo removed
 * it). Sent for review (github): nothing is in the file until an administrator publishes it, so the
 * form and the list stay as they are, and that change's undo is marked sent, never proposed twice.
 */
export function afterSavedUndo(result: Extract<SubmitResult, { state: 'saved' }>, path: string, review: boolean): { outcome: UndoOutcome; left: string | null; sentForReview: boolean; editor: { removed: boolean } | null } {
  if (review) return { outcome: { state: 'saved', review: true }, left: null, sentForReview: true, editor: null };
  return {
    outcome: { state: 'saved', ...(result.siteUpdate ? { siteUpdate: result.siteUpdate } : {}) },
    left: result.files?.find((file) => file.path === path)?.version ?? null,
    sentForReview: false,
    // Undoing the change that created the item removes it.
    editor: { removed: result.files?.some((file) => file.path === path && file.action === 'delete') ?? false },
  };
}

/**
 * Undo of one change from the history: asked first, then sent as her words "Undo: <summary>" and
 * answered like any save (saved, problems, warnings to confirm, a clash). `onSaved` runs once it is saved.
 */
export function useUndo(client: ContentClient, path: string, kind: string, words: StudioWords, review: boolean, onSaved: (removed: boolean) => void) {
  const [asking, setAsking] = useState<FileHistoryEntry | null>(null);
  const [sending, setSending] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<UndoOutcome | null>(null);
  // The version the last undo left: a later save from the form gives another, and the note goes.
  const [left, setLeft] = useState<string | null>(null);
  // The changes whose undo was sent for review (review only): their button says so and is not pressed twice.
  const [sent, setSent] = useState<string[]>([]);

  const send = async (change: FileHistoryEntry, confirmWarnings = false) => {
    if (!change.undo) return;
    setAsking(null);
    setSending(change.undo);
    setOutcome(null);
    try {
      const result = await client.undo(path, { undo: change.undo, summary: fittedSummary(fill(words.history.undoSummary, { summary: change.summary })), confirmWarnings });
      if (result.state === 'saved') {
        const after = afterSavedUndo(result, path, review);
        setOutcome(after.outcome);
        setLeft(after.left);
        const token = change.undo;
        if (after.sentForReview) setSent((before) => [...before, token]);
        if (after.editor) onSaved(after.editor.removed);
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

  return { asking, ask: setAsking, sending, sent, outcome, send, clear };
}
