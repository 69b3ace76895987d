import { describe, expect, it } from 'vitest';
import type { Json } from '../../content/json-values';
import { fieldId } from '../plain-words/schema-places';
import { freshPlaces, waits } from './fresh-entries';

const town = (news: object[]) => ({ name: 'Kenly', community: { news, quotes: [{ id: 'q', name: 'Ann', quote: 'Great' }] } }) as unknown as Json;
const fair = { id: 'fair', title: 'Fair', date: '2026-10-01', snippet: 'Rides.' };

describe('freshPlaces', () => {
  it('finds an entry added since the file was opened, and its list', () => {
    expect(freshPlaces(town([fair]), town([fair, { id: 'event' }]))).toEqual({ lists: ['/community/news'], entries: ['/community/news/1'] });
  });

  it('counts an entry blank when the file was opened (a new town\'s events) as fresh, until it is saved', () => {
    expect(freshPlaces(town([{ id: 'event' }]), town([{ id: 'event', title: 'Parade' }]))).toEqual({ lists: ['/community/news'], entries: ['/community/news/0'] });
  });

  it('counts a part added since as fresh: community news made by adding its first event', () => {
    const opened = { name: 'Kenly' } as unknown as Json;
    expect(freshPlaces(opened, { name: 'Kenly', community: { news: [{ id: 'event' }] } } as unknown as Json)).toEqual({ lists: [], entries: ['/community'] });
  });

  it('finds nothing in a file as opened or with only its written fields changed', () => {
    const none = { lists: [], entries: [] };
    expect(freshPlaces(town([fair]), town([fair]))).toEqual(none);
    expect(freshPlaces(town([fair]), town([{ ...fair, title: '' }]))).toEqual(none);
  });
});

describe('waits', () => {
  const fresh = { lists: ['/community/news'], entries: ['/community/news/1'] };
  it('holds back the problems of a fresh entry and of its list\'s count', () => {
    expect(waits('/community/news/1/date', fresh, new Set(), new Set(), fieldId)).toBe(true);
    expect(waits('/community/news', fresh, new Set(), new Set(), fieldId)).toBe(true);
    expect(waits('/community/news/0/date', fresh, new Set(), new Set(), fieldId)).toBe(false);
  });

  it('shows a field\'s problem once she has left it, and all of them once she pressed Save', () => {
    expect(waits('/community/news/1/date', fresh, new Set(), new Set(['root_community_news_1_date']), fieldId)).toBe(false);
    expect(waits('/community/news/1/title', fresh, new Set(), new Set(['root_community_news_1_date']), fieldId)).toBe(true);
    expect(waits('/community/news/1/title', fresh, new Set([...fresh.lists, ...fresh.entries]), new Set(), fieldId)).toBe(false);
  });
});
