import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import page from '../../../site/pages/admin-dashboard.json' with { type: 'json' };
import { ContentApiError, type ContentClient, type Problem } from '../content-client';
import type { StudioWords } from '../studio-words';
import { FILL_IN, SCREEN_WORDS, programmerWordsInText } from '../../testing/programmer-words';
import { UndoOutcomeNote } from './undo-outcome';
import { undoProblemWords } from './undo-words';

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
    expect(said).toHaveLength(8);
    for (const text of said) expect(programmerWordsInText(text.replace(FILL_IN, ''), SCREEN_WORDS), text).toEqual([]);
  });
});
