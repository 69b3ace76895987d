import { describe, expect, it } from 'vitest';
import { rebaseDraft } from './resolve-conflicts';

const base = { name: 'Benson', phone: '1', intro: ['a', 'b'], menu: { show: false } };

describe('rebaseDraft', () => {
  it('moves a draft onto the saved file: their other changes stay, the draft\'s changes come along', () => {
    const theirs = { ...base, phone: '2' };
    const yours = { ...base, menu: { show: true } };
    expect(rebaseDraft(base, theirs, yours)).toEqual({ data: { ...base, phone: '2', menu: { show: true } }, conflicts: [] });
  });

  it('where both changed a place, keeps theirs until "yours" is chosen', () => {
    const theirs = { ...base, name: 'Benson NC', phone: '2' };
    const yours = { ...base, name: 'Benson, NC', menu: { show: true } };
    const open = rebaseDraft(base, theirs, yours);
    expect(open.conflicts.map((c) => c.pointer)).toEqual(['/name']);
    expect(open.data).toEqual({ ...base, name: 'Benson NC', phone: '2', menu: { show: true } });
    expect(rebaseDraft(base, theirs, yours, { '/name': 'yours' }).data).toEqual({ ...base, name: 'Benson, NC', phone: '2', menu: { show: true } });
  });

  it('applies a choice inside a list and a removal', () => {
    const theirs = { ...base, intro: ['A', 'b'] };
    const yours = { ...base, intro: ['a1', 'b'] };
    expect(rebaseDraft(base, theirs, yours, { '/intro/0': 'yours' }).data).toEqual({ ...base, intro: ['a1', 'b'] });
    const { menu: _menu, ...removed } = base;
    expect(rebaseDraft(base, { ...base, menu: { show: true } }, removed, { '/menu': 'yours' }).data).toEqual(removed);
  });
});
