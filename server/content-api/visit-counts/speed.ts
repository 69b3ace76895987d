import type { KindSpeed, Rating, Vital } from '../../../src/content/visit-counts-answer.ts';

/**
 * Real visitors' speed as Google words it: the 75th percentile of each Core Web Vital per page kind,
 * rated good, needs improvement or poor by Google's thresholds (web.dev/articles/vitals; the same
 * numbers as the web-vitals library's LCPThresholds, INPThresholds and CLSThresholds). Plausible
 * keeps each "Web vitals" event's rounded value as a text prop, so the percentile is taken here from
 * how many events carried each value.
 */
/** [good up to, poor above]: LCP and INP in milliseconds, CLS unitless. */
export const THRESHOLDS: Record<Vital, [number, number]> = { LCP: [2500, 4000], INP: [200, 500], CLS: [0.1, 0.25] };
export const VITALS = Object.keys(THRESHOLDS) as Vital[];

export const rate = (metric: Vital, value: number): Rating => {
  const [good, poor] = THRESHOLDS[metric];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
};

/** The value at or below which 75% of the samples lie (the nearest-rank percentile, as CrUX reports). */
export function percentile75(samples: { value: number; count: number }[]): number {
  const sorted = [...samples].sort((a, b) => a.value - b.value);
  const total = sorted.reduce((sum, sample) => sum + sample.count, 0);
  const rank = Math.ceil(total * 0.75);
  let seen = 0;
  for (const sample of sorted) {
    seen += sample.count;
    if (seen >= rank) return sample.value;
  }
  return Number.NaN;
}

/** Rows of [kind, metric, value] with their event counts → each kind's three vitals (TTFB is not one). */
export function speedByKind(rows: { kind: string; metric: string; value: string; count: number }[]): KindSpeed[] {
  const byKind = new Map<string, Map<Vital, { value: number; count: number }[]>>();
  for (const row of rows) {
    const value = Number(row.value);
    if (!VITALS.includes(row.metric as Vital) || !Number.isFinite(value) || row.kind === '(none)') continue;
    const metrics = byKind.get(row.kind) ?? new Map();
    byKind.set(row.kind, metrics);
    metrics.set(row.metric as Vital, [...(metrics.get(row.metric as Vital) ?? []), { value, count: row.count }]);
  }
  return [...byKind.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([kind, metrics]) => ({
      kind,
      vitals: VITALS.filter((metric) => metrics.has(metric)).map((metric) => {
        const samples = metrics.get(metric)!;
        const p75 = percentile75(samples);
        return { metric, p75, rating: rate(metric, p75), samples: samples.reduce((sum, sample) => sum + sample.count, 0) };
      }),
    }));
}
