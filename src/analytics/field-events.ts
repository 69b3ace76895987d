/**
 * What a page counts (the README's table; the owner sets up Plausible's goals by these names), and the
 * few lines every page carries to count them: the loader's phone taps and the forms record an event
 * here, and the visit counts' own code (field-analytics.ts, loaded once the page is idle) sends what
 * was recorded before it arrived and everything after. No typed value ever reaches this module: every
 * prop is a place, a slug, a path or a form's name from the page's own data (decision 029).
 */
export type EventName = 'pageview' | 'Phone tap' | 'Quote step 2' | 'Quote sent' | 'Message sent' | 'Application sent' | 'Send failed' | 'Web vitals';

export interface FieldEvent {
  name: EventName;
  props: Record<string, string>;
}

type Sink = (event: FieldEvent) => void;

// Before the counting code has loaded (or when it never will: Do Not Track, a staff member), a few
// events wait here; a page that never counts keeps at most this many in memory.
const WAITING_MAX = 20;
const waiting: FieldEvent[] = [];
let sink: Sink | undefined;

export function countEvent(name: EventName, props: Record<string, string>): void {
  const event = { name, props };
  if (sink) sink(event);
  else if (waiting.length < WAITING_MAX) waiting.push(event);
}

/** From now on every event goes to `send`, the waiting ones first. */
export function sendEventsTo(send: Sink): void {
  sink = send;
  for (const event of waiting.splice(0)) send(event);
}

/** A form's send, by the form's name in site/forms; a form added later counts as a message until it has its own. */
const SENT: Record<string, EventName> = { quote: 'Quote sent', contact: 'Message sent', careers: 'Application sent' };
export const sentEventOf = (form: string): EventName => SENT[form] ?? 'Message sent';

/** The town a form sends as its location, or "none" (the form's own rule: form-payload.ts). */
export const townOrNone = (town: string | undefined) => town ?? 'none';

/** Where a tel: link sits: the block that drew it says so (`data-place`); anything else is "page". */
export const placeOf = (link: Element) => link.closest('[data-place]')?.getAttribute('data-place') ?? 'page';
