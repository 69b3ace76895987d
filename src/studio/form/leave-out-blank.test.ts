import { describe, expect, it } from 'vitest';
import type { Json } from '../../content/json-values';
import { inLeftOut, leaveOutBlank } from './leave-out-blank';

const blankNews = { news: [{ id: 'event' }, { id: 'event-2' }], quotes: [{ id: 'quote' }, { id: 'quote-2' }] };

describe('leaveOutBlank', () => {
  it('leaves out a new town\'s community news while nothing is written in it', () => {
    const town = { name: 'Kenly', intro: ['a'], community: blankNews } as unknown as Json;
    expect(leaveOutBlank('townFile', town)).toEqual({ data: { name: 'Kenly', intro: ['a'] }, leftOut: ['/community'] });
  });

  it('keeps community news once one word is written, and the same data when nothing is blank', () => {
    const started = { name: 'Kenly', community: { ...blankNews, news: [{ id: 'fair', title: 'Fair' }, { id: 'event-2' }] } } as unknown as Json;
    expect(leaveOutBlank('townFile', started)).toEqual({ data: started, leftOut: [] });
    expect(leaveOutBlank('townFile', started).data).toBe(started);
  });

  it('never leaves out a required part, even empty', () => {
    const town = { name: 'Kenly', geo: {} } as unknown as Json;
    expect(leaveOutBlank('townFile', town).leftOut).toEqual([]);
  });

  it('knows the places inside a part left out', () => {
    expect(inLeftOut('/community/news/0/title', ['/community'])).toBe(true);
    expect(inLeftOut('/communityX', ['/community'])).toBe(false);
  });
});
