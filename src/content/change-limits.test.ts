import { describe, expect, it } from 'vitest';
import { HOST_REQUEST_LIMIT_BYTES, HOST_ROOM_BYTES, MAX_BODY_BYTES, MAX_CHANGE_BODY_BYTES } from './change-limits.ts';
import { largestChange, withoutPictures } from '../testing/largest-change.ts';

/** Headers beside the body: the session (about 300 bytes), cookies, the browser's own; a browser sends far less than this. */
const HEADERS_BYTES = 64 * 1024;

describe('the limits of a change, under the host\'s', () => {
  it('builds the largest change the limits allow: its text at the limit, its pictures at theirs, the whole at the limit', () => {
    const largest = largestChange();
    expect(withoutPictures(largest)).toBe(MAX_BODY_BYTES);
    expect(Buffer.byteLength(largest)).toBe(MAX_CHANGE_BODY_BYTES);
  });

  it('keeps the largest change strictly under Netlify\'s 6 MB, with the stated room', () => {
    expect(HOST_REQUEST_LIMIT_BYTES).toBe(6_000_000);
    expect(Buffer.byteLength(largestChange())).toBeLessThan(HOST_REQUEST_LIMIT_BYTES);
    expect(HOST_ROOM_BYTES).toBe(HOST_REQUEST_LIMIT_BYTES - MAX_CHANGE_BODY_BYTES);
    expect(HOST_ROOM_BYTES).toBeGreaterThan(1_000_000);
  });

  it('still fits when the host carries the body as a JSON string, its text all quotes (each escaped again), with headers beside it', () => {
    const quotes = largestChange({ fill: '"' });
    expect(withoutPictures(quotes)).toBe(MAX_BODY_BYTES);
    const carried = Buffer.byteLength(JSON.stringify(quotes));
    // Every byte of the text doubled; the pictures' base64 needs no escaping.
    expect(carried).toBeGreaterThan(MAX_CHANGE_BODY_BYTES + MAX_BODY_BYTES - 1024);
    expect(carried + HEADERS_BYTES).toBeLessThan(HOST_REQUEST_LIMIT_BYTES);
  });
});
