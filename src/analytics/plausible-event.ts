import type { EventName, FieldEvent } from './field-events';

/**
 * Plausible's Events API body (POST {host}/api/event), built from an event the page recorded. Pure, so
 * the rules are tested without a browser (decision 029).
 */
export interface PageFacts {
  /** The page's address without its query or fragment: those may carry anything a link was given. */
  url: string;
  /** Where the visitor came from, without its query or fragment either (countedReferrer). */
  referrer: string;
  domain: string;
}

/** The props each event may carry: anything else is dropped, so no typed value can ride along. */
const ALLOWED: Record<EventName, readonly string[]> = {
  pageview: ['town', 'kind'],
  'Phone tap': ['place', 'town'],
  'Quote step 2': ['town'],
  'Quote sent': ['town', 'page'],
  'Message sent': ['town', 'page'],
  'Application sent': ['town', 'page'],
  'Send failed': ['form', 'reason', 'town'],
  'Web vitals': ['metric', 'value', 'rating', 'kind'],
};

/** Every prop is a place, a slug, a path, a form's name or a number: short words without an "@". */
const SAFE_VALUE = /^[\w ./-]{1,100}$/;

export function eventBody(event: FieldEvent, page: PageFacts): string {
  const props = Object.fromEntries(
    ALLOWED[event.name].flatMap((key) => {
      const value = event.props[key];
      return value !== undefined && SAFE_VALUE.test(value) ? [[key, value]] : [];
    }),
  );
  return JSON.stringify({ name: event.name, url: page.url, domain: page.domain, referrer: page.referrer || null, props });
}

/** What the browser and the page say about counting this visit. */
export interface VisitFacts {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
  /** A staff member is signed in on this browser: the owner's own visits are not counted. */
  staffSignedIn: boolean;
}

export const mayCount = ({ doNotTrack, globalPrivacyControl, staffSignedIn }: VisitFacts) =>
  doNotTrack !== '1' && globalPrivacyControl !== true && !staffSignedIn;

/** The page address as counted: no query, no fragment. */
export const countedUrl = (href: string) => {
  const url = new URL(href);
  return `${url.origin}${url.pathname}`;
};

/**
 * The page the visitor came from, as counted: no query or fragment either. The browser sends another
 * site's address as its origin only, but a page of this site whole, query included; and Plausible
 * needs no more than the site and the path to name a source. Empty when there is none or it is not an address.
 */
export const countedReferrer = (referrer: string) => {
  try {
    return referrer ? countedUrl(referrer) : '';
  } catch {
    return '';
  }
};

/** A vital as Plausible gets it: milliseconds whole, the layout shift score to three decimals. */
export function vitalEvent(metric: { name: string; value: number; rating: string }, kind: string): FieldEvent {
  const value = metric.name === 'CLS' ? metric.value.toFixed(3) : String(Math.round(metric.value));
  return { name: 'Web vitals', props: { metric: metric.name, value, rating: metric.rating, kind } };
}
