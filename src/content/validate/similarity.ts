import type { TownFile } from '../../generated/site-types.ts';
import { sharedCounts } from './phrase-index.ts';

/**
 * How alike two towns' local text is, as the share of five-word phrases they have in common
 * (Jaccard index of word 5-gram sets). Common words ("the", "lawn") alone never make a phrase
 * match, so honest pages about neighbouring towns score near 0 and a copy scores near 1.
 * See docs/decisions/005-validation-messages.md for how the thresholds were chosen.
 */
export const TOWN_SIMILARITY_THRESHOLD = 0.2;
/** A paragraph that shares half of its five-word phrases with another town's paragraph is a reuse. */
export const PARAGRAPH_REUSE_THRESHOLD = 0.5;

const PHRASE = 5;

/** Lower-case words, with the town's own name and county replaced so a copy with the name swapped still matches. */
export function words(text: string, town?: Pick<TownFile, 'name' | 'county'>): string[] {
  let lower = text.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  for (const name of [town?.name, town?.county && `${town.county} county`, town?.county]) {
    if (name) lower = lower.split(name.toLowerCase()).join(' town-name ');
  }
  return lower.match(/[a-z0-9]+(?:['-][a-z0-9]+)*/g) ?? [];
}

export function phrases(list: string[]): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i + PHRASE <= list.length; i++) out.add(list.slice(i, i + PHRASE).join(' '));
  return out;
}

const shared = (a: Set<string>, b: Set<string>) => {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let n = 0;
  for (const p of small) if (large.has(p)) n++;
  return n;
};

export function jaccard(a: Set<string>, b: Set<string>): number {
  const both = shared(a, b);
  const either = a.size + b.size - both;
  return either === 0 ? 0 : both / either;
}

/** Share of the smaller paragraph's phrases found in the other one (catches one paragraph pasted into a longer text). */
export function containment(a: Set<string>, b: Set<string>): number {
  const smaller = Math.min(a.size, b.size);
  return smaller === 0 ? 0 : shared(a, b) / smaller;
}

/** The text a visitor reads as "about this town": the three paragraphs, the headings and the reasons. */
export function localText(town: TownFile): string[] {
  return [
    ...town.intro,
    town.landing.heading,
    town.landing.subheading,
    town.services.heading,
    town.services.subheading,
    ...(town.whyChooseUs ? [town.whyChooseUs.heading, ...town.whyChooseUs.reasons] : []),
  ];
}

export interface TownSimilarity {
  a: string;
  b: string;
  /** Whole local text, 0 to 1. */
  score: number;
  /** Intro paragraphs that repeat each other: [index in a, index in b, containment]. */
  paragraphs: [number, number, number][];
}

/**
 * Every pair of towns that shares at least one five-word phrase, with its similarity, most alike
 * first. An index from phrase to towns finds those pairs, so honest towns (which share almost
 * nothing) cost time in proportion to their text, not to the square of their number. A pair that
 * shares no phrase scores 0 and has no reused paragraph (paragraph phrases are part of the whole
 * text's), so leaving it out changes no warning.
 */
export function compareTowns(towns: TownFile[]): TownSimilarity[] {
  const prepared = towns.map((town) => ({
    slug: town.slug,
    all: phrases(localText(town).flatMap((t) => words(t, town))),
    intro: town.intro.map((p) => phrases(words(p, town))),
  }));
  const whole = sharedCounts(prepared.map((t, i) => ({ owner: i, set: t.all })));
  const paragraphs = prepared.flatMap((t, i) => t.intro.map((set, x) => ({ owner: i, x, set })));
  // Where each town's paragraphs start in that flat list.
  const firstParagraph: number[] = [];
  let start = 0;
  for (const t of prepared) {
    firstParagraph.push(start);
    start += t.intro.length;
  }
  const byParagraph = sharedCounts(paragraphs);
  const pairs: TownSimilarity[] = [];
  prepared.forEach((a, i) => {
    // Reused paragraphs by partner town, in the order the all-pairs loop found them (x, then y).
    const reused = new Map<number, [number, number, number][]>();
    a.intro.forEach((pa, x) => {
      for (const [g, both] of byParagraph(firstParagraph[i]! + x)) {
        const pb = paragraphs[g]!;
        const c = both / Math.min(pa.size, pb.set.size);
        if (c < PARAGRAPH_REUSE_THRESHOLD) continue;
        const list = reused.get(pb.owner) ?? reused.set(pb.owner, []).get(pb.owner)!;
        list.push([x, pb.x, c]);
      }
    });
    for (const [j, both] of whole(i)) {
      const b = prepared[j]!;
      pairs.push({ a: a.slug, b: b.slug, score: both / (a.all.size + b.all.size - both), paragraphs: reused.get(j) ?? [] });
    }
  });
  return pairs.sort((x, y) => y.score - x.score);
}
