import { BUSINESS_TIME_ZONE } from '../../content/upcoming-events';
import type { FileHistoryEntry } from '../content-client';
import { fill, type StudioWords } from '../studio-words';

type HistoryWords = StudioWords['history'];

// The office reads times as its own clock shows them, wherever the browser is: "Nov 27, 2:02 PM".
const timeFormat = new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** A change's time in the office's time zone; the narrow space newer ICU puts before "PM" is a plain one, as typed in the guide. */
export const changeTime = (at: string): string => timeFormat.format(new Date(at)).replace(/\u202f/g, ' ');

/** "Changed by maria · Nov 27, 2:02 PM · Phone number updated"; the file as delivered in its own words. */
export function changeInWords(change: FileHistoryEntry, words: HistoryWords): string {
  if (change.action === 'delivered') return words.delivered;
  const action = { created: words.created, changed: words.changed, deleted: words.deleted }[change.action];
  return fill(words.entry, { action, user: change.user, time: changeTime(change.at), summary: change.summary });
}

/** Going back to a change's version in words: the summary the form is given, and the note said over it. */
export function restoreInWords(change: FileHistoryEntry, words: HistoryWords): { summary: string; note: string } {
  if (change.action === 'delivered') return { summary: words.restoreDeliveredSummary, note: words.restoredDelivered };
  const time = changeTime(change.at);
  return { summary: fill(words.restoreSummary, { time }), note: fill(words.restored, { time, summary: change.summary }) };
}
