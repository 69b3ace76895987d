import { describe, expect, it } from 'vitest';
import { fittedSummary } from '../../src/content/summary-line.ts';
import { MAX_SUMMARY_LENGTH, summaryProblem } from './change-summary.ts';

describe("an undo's summary, which the studio writes itself (fittedSummary)", () => {
  it('is made one line and cut to fit, so the API never refuses it: a long commit line or an old entry with line breaks can still be undone', () => {
    const written = `Undo: ${'A long first line of a commit that touched this file, '.repeat(12)}\nand a second line\tafter a tab`;
    expect(summaryProblem(written, 'missing')).toBeDefined();
    const fitted = fittedSummary(written);
    expect(fitted).toHaveLength(MAX_SUMMARY_LENGTH);
    expect(fitted.endsWith('…')).toBe(true);
    expect(summaryProblem(fitted, 'missing')).toBeUndefined();
  });

  it('keeps a short one as it is', () => {
    expect(fittedSummary('Undo: Phone number changed')).toBe('Undo: Phone number changed');
  });
});
