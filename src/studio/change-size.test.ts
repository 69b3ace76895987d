import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES, MAX_CHANGE_BODY_BYTES, MAX_IMAGES_PER_CHANGE } from '../content/change-limits';
import { MAX_PICTURE_BYTES } from '../content/picture-limits';
import { largestChange } from '../testing/largest-change';
import { measureChange } from './change-size';

/** A picture as the studio sends it: its address and `bytes` bytes in base64. */
const picture = (name: string, bytes: number) => ({ path: `/images/uploads/${name}.webp`, base64: Buffer.alloc(bytes, 7).toString('base64') });
const change = (text: string, images?: { path: string; base64: string }[]) => ({
  summary: 'New photos of the Benson crew',
  confirmWarnings: false,
  files: [{ path: 'towns/benson.json', action: 'update' as const, data: { slug: 'benson', text }, baseVersion: 'a'.repeat(40), baseText: '{"slug": "benson"}' }],
  ...(images ? { images } : {}),
});

describe('measureChange: what the studio sends, before it sends it', () => {
  it('sends a change with its pictures as it is, the body measured being the body sent', () => {
    const sent = change('Freshly edged', [picture('crew-a1', 400_000), picture('lawn-b2', 350_000)]);
    expect(measureChange(sent)).toEqual({ fits: true, body: JSON.stringify(sent) });
  });

  it('sends the largest change the limits allow, and refuses it one byte larger', () => {
    const largest = largestChange();
    expect(measureChange(JSON.parse(largest))).toEqual({ fits: true, body: largest });
    const over = largestChange({ over: 1 });
    expect(measureChange(JSON.parse(over))).toEqual({ fits: false, problem: 'too-large', bytes: MAX_CHANGE_BODY_BYTES + 1 });
  });

  it(`refuses more new pictures than one change carries (${MAX_IMAGES_PER_CHANGE}), however small they are`, () => {
    const three = change('Three photos', [picture('one-a1', 1000), picture('two-b2', 1000), picture('three-c3', 1000)]);
    expect(measureChange(three)).toEqual({ fits: false, problem: 'too-many-pictures', pictures: 3 });
  });

  it('refuses text over the limit without pictures, counted in bytes as sent (UTF-8), not in characters', () => {
    const letters = 300_000;
    // 300,000 characters are under 512 KiB; as "é" they are 600,000 bytes, over it.
    expect(letters).toBeLessThan(MAX_BODY_BYTES);
    expect(measureChange(change('e'.repeat(letters)))).toMatchObject({ fits: true });
    expect(measureChange(change('é'.repeat(letters)))).toMatchObject({ fits: false, problem: 'too-large' });
  });

  it('refuses text over its own limit even when the whole change, with small pictures, would be under the whole limit', () => {
    const text = 'x'.repeat(MAX_BODY_BYTES);
    const withPictures = change(text, [picture('crew-a1', 1000)]);
    expect(Buffer.byteLength(JSON.stringify(withPictures))).toBeLessThan(MAX_CHANGE_BODY_BYTES);
    expect(measureChange(withPictures)).toMatchObject({ fits: false, problem: 'too-large' });
  });

  it('sends two pictures at the most each may weigh beside ordinary text', () => {
    const sent = change('Two big photos', [picture('crew-a1', MAX_PICTURE_BYTES), picture('lawn-b2', MAX_PICTURE_BYTES)]);
    expect(measureChange(sent)).toMatchObject({ fits: true });
  });
});
