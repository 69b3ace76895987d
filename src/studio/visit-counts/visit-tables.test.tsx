import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import page from '../../../site/pages/admin-dashboard.json' with { type: 'json' };
import type { WeekCounts } from '../../content/visit-counts-answer';
import type { StudioWords } from '../studio-words';
import { programmerWordsInText, SCREEN_WORDS } from '../../testing/programmer-words';
import { Failures, SpeedTable, TownTable } from './visit-tables';

const words = (page.sections[0] as unknown as { studio: StudioWords }).studio.visits;
const towns = [{ slug: 'goldsboro', name: 'Goldsboro' }, { slug: 'kinston', name: 'Kinston' }];
const week = (visitors: number[], quotes = [0, 0, 0, 0, 0]): WeekCounts => ({ visitors, quotes, messages: [0, 0, 0, 0, 0], applications: [0, 0, 0, 0, 0], phoneTaps: [0, 0, 0, 0, 0] });
const text = (html: string) => html.replace(/<style[^>]*>[^<]*<\/style>/g, ' ').replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/\s+/g, ' ').trim();

describe('the owner\'s tables', () => {
  it('list every town, one nobody visited with its zeros, then the other pages with any slug no town file has', () => {
    const html = renderToString(<TownTable words={words} towns={towns} weeks={5} counts={{ goldsboro: week([1, 0, 2, 0, 7], [0, 0, 0, 1, 2]), '': week([0, 0, 0, 0, 3]), grifton: week([0, 0, 0, 0, 1]) }} />);
    const rows = html.split(/<tr[^>]*>/).slice(2).map(text);
    expect(rows).toEqual([
      'Goldsboro 7 3 in the four weeks before 2 1 in the four weeks before 0 0 in the four weeks before 0 0 in the four weeks before 0 0 in the four weeks before',
      'Kinston 0 0 in the four weeks before 0 0 in the four weeks before 0 0 in the four weeks before 0 0 in the four weeks before 0 0 in the four weeks before',
      `${words.otherPages} 4 0 in the four weeks before 0 0 in the four weeks before 0 0 in the four weeks before 0 0 in the four weeks before 0 0 in the four weeks before`,
    ]);
    expect(programmerWordsInText(text(html), SCREEN_WORDS)).toEqual([]);
  });

  it('say which sends failed, by form, and the towns they came from, with what to do', () => {
    const html = text(renderToString(<Failures words={words} towns={towns} failures={[{ form: 'quote', town: 'goldsboro', count: 2 }, { form: 'quote', town: '', count: 1 }, { form: 'careers', town: '', count: 1 }]} />));
    expect(html).toBe('Quote requests that could not be sent this week: 3. Job applications that could not be sent this week: 1. Towns: Goldsboro. ' + words.failedWhatToDo);
    expect(text(renderToString(<Failures words={words} towns={towns} failures={[]} />))).toBe(words.noFailures);
  });

  it('give each page kind\'s speed with Google\'s word, and say when there is none yet', () => {
    const html = text(renderToString(<SpeedTable words={words} speed={[{ kind: 'town', vitals: [{ metric: 'LCP', p75: 1850, rating: 'good', samples: 4 }, { metric: 'CLS', p75: 0.3, rating: 'poor', samples: 4 }] }]} />));
    expect(html).toContain('town 1.9 s, good – 0.30, poor');
    expect(text(renderToString(<SpeedTable words={words} speed={[]} />))).toContain(words.noSpeed);
  });
});
