import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import page from '../../../site/pages/admin-dashboard.json' with { type: 'json' };
import { ContentApiError, type ContentClient, type Problem } from '../content-client';
import type { StudioWords } from '../studio-words';
import { FILL_IN, SCREEN_WORDS, programmerWordsInText } from '../../testing/programmer-words';
import { UndoOutcomeNote } from './undo-outcome';
import { undoProblemWords } from './undo-words';
import { afterSavedUndo } from './use-undo';
import { savedWords } from '../use-review';

const words = (page.sections[0] as unknown as { studio: StudioWords }).studio;
// The markup's text with React's escapes read back, to compare with the words as written.
// Only an undo the site updates itself after asks the API (in an effect, which the markup never runs).
const client = { siteStatus: () => Promise.reject(new Error('not asked here')) } as unknown as ContentClient;
const render = (outcome: Parameters<typeof UndoOutcomeNote>[0]['outcome']) =>
  renderToString(<UndoOutcomeNote client={client} outcome={outcome} words={words} onConfirmWarnings={() => {}} />).replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');

describe('what an undo says', () => {
  it('says a saved undo like any save, and a clash in plain words', () => {
    expect(render({ state: 'saved' })).toContain(words.saved);
    expect(render({ state: 'clash' })).toContain(words.history.undoClash);
  });

  it('follows an undo to the live site where the site updates itself after a save (npm start)', () => {
    const html = render({ state: 'saved', siteUpdate: { save: 4 } });
    expect(html).toContain(words.siteUpdate.saved);
    expect(html).toContain(words.siteUpdate.updating);
    expect(html).not.toContain(words.saved);
  });

  it('says what stops it in the studio\'s words, never the other file\'s name or the validator\'s sentence', () => {
    const problems: Problem[] = [
      { file: 'site/collections/faqs.json', pointer: '/items/3/links/0/href', severity: 'error', rule: 'missing-page', values: { link: '/benson-east' }, message: 'collections/faqs.json: no page at /benson-east' },
      { file: 'site/collections/faqs.json', pointer: '/items/4/links/0/href', severity: 'error', rule: 'missing-page', values: { link: '/benson-east' }, message: 'again' },
    ];
    const lines = undoProblemWords(problems, 'towns/benson-east.json', 'townFile', words);
    expect(lines).toHaveLength(1);
    const html = render({ state: 'problems', lines });
    expect(html).toContain(words.history.undoProblemsHeading);
    expect(html).toContain(words.siteWords['missing-page']);
    expect(html).not.toContain('faqs.json');
    expect(html).not.toContain('no page at');
    expect(render({ state: 'warnings', lines, change: { at: '', user: 'a', summary: 's', action: 'changed', version: null, undo: 'x' } })).toContain(`>${words.confirmWarnings}<`);
  });

  it('says a failure with the API\'s own title and hint', () => {
    const html = render({ state: 'error', error: new ContentApiError(404, 'undo-not-found', 'This change cannot be undone', 'Open the history again.') });
    expect(html).toContain('This change cannot be undone');
  });

  it('uses no programmer\'s words in the undo\'s own words', () => {
    const said = Object.entries(words.history).filter(([key]) => key.startsWith('undo')).map(([, text]) => text);
    expect(said).toHaveLength(9);
    for (const text of said) expect(programmerWordsInText(text.replace(FILL_IN, ''), SCREEN_WORDS), text).toEqual([]);
  });

describe('a save or an undo in each flow: saved to the site\'s files (local) or sent for review (github)', () => {
  // What the office reads after a save: the programmer's words the review named, never.
  const PROGRAMMER = /\b(build|builds|deploy\w*|commit\w*|branch\w*|pull request|function|API|logs?)\b/i;

  it('says a save sent for review as sent, never "Saved" nor "goes live" by itself; a local save as saved', () => {
    expect(savedWords(words, true)).toBe('Sent for review. It goes live once it is published; you can follow it under the submitted changes.');
    expect(savedWords(words, false)).toBe(words.saved);
    // Not known yet (GET /changes not answered): the local words.
    expect(savedWords(words, null)).toBe(words.saved);
    expect(words.saved).toMatch(/^Saved\./);
    for (const text of [words.saved, words.savedForReview, words.history.undoSent, words.history.undoConfirmText]) {
      expect(text).not.toMatch(PROGRAMMER);
      expect(programmerWordsInText(text.replace(FILL_IN, ''), SCREEN_WORDS), text).toEqual([]);
    }
    // The undo's question is true in both flows: it says neither "saved" nor "sent for review".
    expect(words.history.undoConfirmText).not.toMatch(/\bsaved\b|review/i);
  });

  it('says an undo sent for review as sent, with no Saved words', () => {
    const html = render({ state: 'saved', review: true });
    expect(html).toContain(words.savedForReview);
    expect(html).not.toContain(words.saved);
  });

  it('after a local undo: the editor shows the item as the undo left it (or goes back when it removed it)', () => {
    const updated = afterSavedUndo({ state: 'saved', saved: true, warnings: [], files: [{ path: 'towns/pikeville.json', action: 'update', version: 'v2' }], siteUpdate: { save: 3 } }, 'towns/pikeville.json', false);
    expect(updated).toEqual({ outcome: { state: 'saved', siteUpdate: { save: 3 } }, left: 'v2', sentForReview: false, editor: { removed: false } });
    const removed = afterSavedUndo({ state: 'saved', saved: true, warnings: [], files: [{ path: 'towns/pikeville.json', action: 'delete', version: null }] }, 'towns/pikeville.json', false);
    expect(removed.editor).toEqual({ removed: true });
    // npm start: "Saved." then "Updating the site…", never the review's words.
    const html = render(updated.outcome);
    expect(html).toContain(words.siteUpdate.saved);
    expect(html).toContain(words.siteUpdate.updating);
    expect(html).not.toContain(words.savedForReview);
  });

  it('after an undo sent for review: the form and the list stay (nothing is in the file yet), and that change\'s undo is marked sent', () => {
    const sent = afterSavedUndo({ state: 'saved', saved: true, warnings: [], files: [{ path: 'towns/pikeville.json', action: 'update', version: 'branch-version' }] }, 'towns/pikeville.json', true);
    expect(sent).toEqual({ outcome: { state: 'saved', review: true }, left: null, sentForReview: true, editor: null });
  });
});
});
