import { describe, expect, it } from 'vitest';
import page from '../../../site/pages/admin-dashboard.json' with { type: 'json' };
import type { StudioWords } from '../studio-words';
import { changeInWords, changeTime, restoreInWords } from './change-words';

const words = (page.sections[0] as unknown as { studio: StudioWords }).studio.history;

describe('a change in words', () => {
  it('says who, when in the office\'s time zone, and her own summary', () => {
    // 19:02 UTC on Nov 27 is 2:02 PM in Goldsboro (EST, UTC-5); in July it is EDT, UTC-4.
    expect(changeInWords({ at: '2026-11-27T19:02:00.000Z', user: 'maria', summary: 'Phone number updated', action: 'changed', version: 'a'.repeat(40), undo: null }, words)).toBe(
      'Changed by maria · Nov 27, 2:02 PM · Phone number updated',
    );
    expect(changeTime('2026-07-04T13:30:00.000Z')).toBe('Jul 4, 9:30 AM');
  });

  it('names each kind of change in the studio\'s words', () => {
    const at = '2026-01-05T15:00:00.000Z';
    expect(changeInWords({ at, user: 'admin', summary: 'New town', action: 'created', version: null, undo: null }, words)).toBe('Created by admin · Jan 5, 10:00 AM · New town');
    expect(changeInWords({ at, user: 'admin', summary: 'Town closed', action: 'deleted', version: null, undo: null }, words)).toBe('Removed by admin · Jan 5, 10:00 AM · Town closed');
  });

  it('says the file as delivered in its own words, with no one, no time and no summary', () => {
    const delivered = { at: '2026-01-05T15:00:00.000Z', user: '', summary: '', action: 'delivered', version: 'b'.repeat(40), undo: null } as const;
    expect(changeInWords(delivered, words)).toBe('As the website was delivered, before any change from the studio');
    expect(restoreInWords(delivered, words)).toEqual({
      summary: 'Back to how the website was delivered',
      note: "The form now holds this item as the website was delivered. Nothing on the site has changed yet: submit it to make it the live one, or discard your changes to keep today's.",
    });
  });

  it('says going back to a saved change with its time and summary', () => {
    const change = { at: '2026-11-27T19:02:00.000Z', user: 'maria', summary: 'Phone number updated', action: 'changed', version: 'a'.repeat(40), undo: null } as const;
    expect(restoreInWords(change, words)).toEqual({
      summary: 'Back to the version of Nov 27, 2:02 PM',
      note: "The form now holds the version of Nov 27, 2:02 PM (“Phone number updated”). Nothing on the site has changed yet: submit it to make it the live one, or discard your changes to keep today's.",
    });
  });
});
