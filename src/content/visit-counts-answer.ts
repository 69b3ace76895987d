/**
 * What the content API's GET /visit-counts answers (server/content-api/visit-counts/), as the studio
 * reads it: the owner's week on the website from Plausible, or why there is none (decision 029).
 * Here, in the content core, so that the server and the page share one shape.
 */
export type Measure = 'visitors' | 'quotes' | 'messages' | 'applications' | 'phoneTaps';
export const MEASURES: Measure[] = ['visitors', 'quotes', 'messages', 'applications', 'phoneTaps'];

/** Each measure for each of the five weeks, oldest first. */
export type WeekCounts = Record<Measure, number[]>;

/** Every measure at zero for `weeks` weeks: a town nobody visited, or a row to add others into. */
export const noCounts = (weeks: number): WeekCounts => Object.fromEntries(MEASURES.map((measure) => [measure, Array<number>(weeks).fill(0)])) as WeekCounts;

export type Vital = 'LCP' | 'INP' | 'CLS';
export type Rating = 'good' | 'needs-improvement' | 'poor';
export type KindSpeed = { kind: string; vitals: { metric: Vital; p75: number; rating: Rating; samples: number }[] };

export type VisitReport = {
  /** The five weeks' Mondays, oldest first; the last is this week. */
  weeks: string[];
  /** Visitors of the whole site, per week. */
  visitors: number[];
  /** By the town slug the events carried; "" holds the pages and forms of no town. */
  towns: Record<string, WeekCounts>;
  /** This week's quote form: visitors who opened a page that has it, who passed step 1, who sent it. */
  funnel: { opened: number; step2: number; sent: number };
  /** This week's sends the e-mail service refused, timed out or could not make offline, by form and town. */
  failures: { form: string; town: string; count: number }[];
  /** The last five weeks' vitals, per page kind. */
  speed: KindSpeed[];
};

/**
 * "Not set up": the site names no Plausible host, or the content API has no key. "Unreachable": the
 * host did not answer, refused the key, or answered nonsense (the reason is in the server's log).
 */
export type VisitCountsAnswer = { state: 'not-set-up' } | { state: 'unreachable' } | ({ state: 'ready'; fetchedAt: string } & VisitReport);
