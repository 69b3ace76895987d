import { describe, expect, it } from 'vitest';
import { percentile75, rate, speedByKind } from './speed';

describe('percentile75', () => {
  it('is the nearest-rank value: 75% of the samples at or below it', () => {
    expect(percentile75([{ value: 1, count: 1 }, { value: 2, count: 1 }, { value: 3, count: 1 }, { value: 4, count: 1 }])).toBe(3);
    expect(percentile75([{ value: 4, count: 1 }, { value: 1, count: 3 }])).toBe(1);
    expect(percentile75([{ value: 900, count: 1 }])).toBe(900);
  });
});

describe('rate', () => {
  it('uses Google\'s thresholds, the bounds counted as the better side', () => {
    expect([rate('LCP', 2500), rate('LCP', 2501), rate('LCP', 4000), rate('LCP', 4001)]).toEqual(['good', 'needs-improvement', 'needs-improvement', 'poor']);
    expect([rate('INP', 200), rate('INP', 201), rate('INP', 501)]).toEqual(['good', 'needs-improvement', 'poor']);
    expect([rate('CLS', 0.1), rate('CLS', 0.101), rate('CLS', 0.251)]).toEqual(['good', 'needs-improvement', 'poor']);
  });
});

describe('speedByKind', () => {
  it('gives each page kind its LCP, INP and CLS at the 75th percentile, and leaves TTFB and unreadable values out', () => {
    const rows = [
      { kind: 'town', metric: 'LCP', value: '1200', count: 3 },
      { kind: 'town', metric: 'LCP', value: '4500', count: 1 },
      { kind: 'town', metric: 'CLS', value: '0.120', count: 2 },
      { kind: 'town', metric: 'TTFB', value: '300', count: 4 },
      { kind: 'home', metric: 'INP', value: '640', count: 1 },
      { kind: 'home', metric: 'INP', value: 'fast', count: 1 },
      { kind: '(none)', metric: 'LCP', value: '100', count: 1 },
    ];
    expect(speedByKind(rows)).toEqual([
      { kind: 'home', vitals: [{ metric: 'INP', p75: 640, rating: 'poor', samples: 1 }] },
      {
        kind: 'town',
        vitals: [
          { metric: 'LCP', p75: 1200, rating: 'good', samples: 4 },
          { metric: 'CLS', p75: 0.12, rating: 'needs-improvement', samples: 2 },
        ],
      },
    ]);
  });
});
