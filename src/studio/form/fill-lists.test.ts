import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import type { Json } from '../../content/json-values';
import { fillLists, townToFill } from './fill-lists';
import { makeIds } from './make-ids';
import { defs } from './schema-walk';

const town = { $ref: '#/$defs/townFile' } as RJSFSchema;

describe('fillLists', () => {
  it('gives a new town\'s community news its two events and two neighbour quotes to fill in, each with a made id', () => {
    const filled = fillLists(town, defs, { name: 'Grifton', intro: ['a', 'b', 'c'], community: {} } as unknown as Json);
    const community = (makeIds(town, defs, filled as Json, new Set()) as { community: { news: object[]; quotes: object[] } }).community;
    expect(community.news).toEqual([{ id: 'event' }, { id: 'event-2' }]);
    expect(community.quotes).toEqual([{ id: 'quote' }, { id: 'quote-2' }]);
  });

  it('tops a short list up to its smallest count and leaves full lists and the rest as they are', () => {
    const data = { name: 'Grifton', intro: ['only one'], community: { news: [{ id: 'fair', title: 'Fair' }, { id: 'parade', title: 'Parade' }], quotes: [] } } as unknown as Json;
    const filled = fillLists(town, defs, data) as { intro: string[]; community: { news: object[]; quotes: object[] }; nearbyServed?: unknown };
    expect(filled.intro).toEqual(['only one', '', '']);
    expect(filled.community.news).toBe((data as { community: { news: object[] } }).community.news);
    expect(filled.community.quotes).toEqual([{}, {}]);
    // Parts left out stay out: no nearby places, no town-specific "Why choose us".
    expect(filled.nearbyServed).toBeUndefined();
    expect(filled).not.toHaveProperty('whyChooseUs');
  });

  it('returns the same data when every list holds enough', () => {
    const data = { intro: ['a', 'b', 'c'], community: { news: [{}, {}], quotes: [{}, {}] } } as unknown as Json;
    expect(fillLists(town, defs, data)).toBe(data);
  });
});

describe('townToFill', () => {
  it('opens a new town with community news to write: two events and two quotes, ids made, nothing else added', () => {
    const town = townToFill({ name: 'Grifton', intro: ['a', 'b', 'c'] } as unknown as Json, defs) as Record<string, unknown>;
    expect(town.community).toEqual({ news: [{ id: 'event' }, { id: 'event-2' }], quotes: [{ id: 'quote' }, { id: 'quote-2' }] });
    expect(Object.keys(town)).toEqual(['name', 'intro', 'community']);
  });
});
