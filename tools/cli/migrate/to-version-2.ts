import type { Migration } from './migration.ts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

const DAY_MS = 24 * 60 * 60 * 1000;
const UNITS = { day: 'day', days: 'day', week: 'week', weeks: 'week', month: 'month', months: 'month', year: 'year', years: 'year' } as const;

/**
 * The day a relative text ("2 weeks ago", "a year ago", "yesterday") points at, counted back from
 * `today`; undefined for a text it cannot read (the validator then asks for the day by hand).
 */
export function dayFromRelativeText(text: string, today: string): string | undefined {
  const lower = text.trim().toLowerCase();
  const simple: Record<string, [number, keyof typeof UNITS]> = { today: [0, 'day'], yesterday: [1, 'day'], 'last week': [1, 'week'], 'last month': [1, 'month'], 'last year': [1, 'year'] };
  const match = /^(a|an|one|\d+) (days?|weeks?|months?|years?) ago$/.exec(lower);
  const [count, unitWord] = simple[lower] ?? (match ? [/^\d+$/.test(match[1]!) ? Number(match[1]) : 1, match[2] as keyof typeof UNITS] : [undefined, undefined]);
  if (count === undefined || unitWord === undefined) return undefined;
  const unit = UNITS[unitWord];
  const date = new Date(`${today}T00:00:00Z`);
  if (unit === 'day' || unit === 'week') return new Date(date.getTime() - count * (unit === 'week' ? 7 : 1) * DAY_MS).toISOString().slice(0, 10);
  const months = unit === 'year' ? count * 12 : count;
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - months);
  // Clamp to the month's last day (a month before March 31 is February 28 or 29).
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.toISOString().slice(0, 10);
}

/** Drops " | "-separated parts of a title that are the business name or its start ("Cedar Creek"). */
function withoutBrand(title: string, businessName: string, removed: string[]): string {
  const parts = title.split(' | ');
  const kept = parts.filter((part) => !(part.trim().length >= 4 && businessName.startsWith(part.trim())));
  if (kept.length === 0 || kept.length === parts.length) return title;
  removed.push(...parts.filter((part) => !kept.includes(part)).map((part) => part.trim()));
  return kept.join(' | ');
}

/** The most used of the names taken out of titles (the shorter on a tie: it is added to every title). */
const mostCommon = (list: string[]) => {
  const count = (name: string) => list.filter((x) => x === name).length;
  return [...new Set(list)].sort((a, b) => count(b) - count(a) || a.length - b.length)[0];
};

/** Sets `key` only where the file has no value yet: an editor's own words always win. */
function fill(target: Json, key: string, value: unknown) {
  if (!(key in target)) target[key] = value;
}

/**
 * Version 1 → 2. Reviews stored their age as text ("2 weeks ago"), which was wrong a week later;
 * they now store the day, and the build works the text out. Titles no longer carry the business
 * name: "titleSuffix" adds it everywhere. site.json gains the words of the breadcrumb, the footer's
 * lists, the page for unknown addresses and new interface labels, and loses the old error page's
 * words; the login page gains its signed-in view.
 */
export const toVersion2: Migration = {
  from: 1,
  to: 2,
  summary:
    'Reviews: "date" becomes the day posted (YYYY-MM-DD, worked out from "2 weeks ago" counted from today); page and town titles lose the business name, which site.json "titleSuffix" now adds; site.json and the login page get the new words (footer lists, breadcrumb, unknown-address page, interface labels, signed-in view), and site.json loses the words of the old error page (errorTitle, errorText, chunkErrorText, fallbackError), which nothing shows any more. Read them over and change any words you like.',
  up(files, { today }) {
    const site = files.get('site.json') as Json;
    const business = isObject(site.business) ? site.business : {};
    const name = typeof business.name === 'string' ? business.name : '';
    const shortName = typeof business.shortName === 'string' ? business.shortName : name;

    const reviews = files.get('collections/reviews.json');
    if (isObject(reviews) && Array.isArray(reviews.reviews)) {
      for (const review of reviews.reviews.filter(isObject)) {
        if (typeof review.date === 'string') review.date = dayFromRelativeText(review.date, today) ?? review.date;
        const reply = review.ownerReply;
        if (isObject(reply) && typeof reply.date === 'string') reply.date = dayFromRelativeText(reply.date, today) ?? reply.date;
      }
    }

    const removed: string[] = [];
    for (const [path, data] of files) {
      if (!isObject(data) || !name) continue;
      const titled = path.startsWith('pages/') ? [data.meta] : path.startsWith('towns/') ? [data.landing, data.services] : [];
      for (const holder of titled.filter(isObject)) {
        if (typeof holder.title === 'string') holder.title = withoutBrand(holder.title, name, removed);
      }
      if (!path.startsWith('pages/') || !Array.isArray(data.sections)) continue;
      for (const section of data.sections.filter(isObject)) {
        if (section.type !== 'login') continue;
        fill(section, 'signedIn', {
          text: 'You are already signed in on this browser.',
          userLabel: 'User id',
          roleLabel: 'Role',
          adminRole: 'Administrator',
          staffRole: 'Staff',
          unknownUser: 'not given',
          dashboardLabel: 'Go to the dashboard',
          logoutLabel: 'Log out',
        });
      }
    }

    fill(site, 'titleSuffix', ` | ${mostCommon(removed) ?? shortName}`);
    if (isObject(site.footer)) {
      fill(site.footer, 'areasHeading', 'Service Areas');
      fill(site.footer, 'servicesHeading', 'Our Services');
    }
    fill(site, 'notFound', {
      title: 'Page not found',
      heading: 'We could not find that page',
      text: 'The address may be old or mistyped. Start at the home page, browse our services, or send us a note and we will point you the right way.',
      links: [
        { label: 'Home page', href: '/' },
        { label: 'Our services', href: '/services' },
        { label: 'Contact us', href: '/contact' },
      ],
    });
    if (isObject(site.ui)) {
      const words: Json = {
        breadcrumb: 'Breadcrumb',
        callInstead: 'Or call us now:',
        sendByEmailApp: 'Send it from your e-mail app instead',
        connectionLost: 'The connection dropped before this form was ready. Your answers are kept here; we will finish as soon as the signal is back. Or call us:',
        newVersionTitle: 'This page has been updated',
        newVersionText: 'We put out a newer version of our site after this page was opened. Your answers are kept in this tab: reload to get the new version and carry on where you left off, or call us:',
        sendOffline: 'You seem to be offline. We kept everything; we will send it as soon as you are back online.',
        formNeedsScript: 'This form sends with JavaScript, which is off in this browser. Please call us instead:',
        newTab: '(opens in a new tab)',
        videoPause: 'Pause background video',
        videoPlay: 'Play background video',
        dashboard: 'Dashboard',
        localPreview: `Local preview: forms and staff login go to this computer’s test server, not to ${shortName}.`,
        mainNav: 'Main',
        footerNav: 'Footer',
      };
      for (const [key, value] of Object.entries(words)) fill(site.ui, key, value);
      // The old error page's words: nothing shows them any more, and they blamed the company
      // ("on our end") for what is a new release or a dropped connection.
      for (const key of ['errorTitle', 'errorText', 'chunkErrorText', 'fallbackError']) delete site.ui[key];
    }
  },
};
