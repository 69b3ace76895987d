import { MAX_PICTURE_BYTES, MAX_PICTURE_NAME_CHARS, UPLOAD_FOLDER } from './picture-limits.ts';

/**
 * How large one change to the content API may be, shared by the studio (which measures a change
 * before it sends it) and the API (which refuses a larger one). Why these sizes: decision 025,
 * "Request limits".
 */

/**
 * The production host's own limit on a request: Netlify Functions pass at most 6 MB of buffered
 * request ("Buffered request/response payload: 6 MB", https://docs.netlify.com/build/functions/configuration),
 * counted here as 6,000,000 bytes, the stricter reading of "6 MB". A larger request is refused by the
 * platform in its own words, before the API runs. The studio sends JSON text, which Netlify passes
 * as text (it base64-encodes only binary bodies); the pictures in it are base64 already.
 */
export const HOST_REQUEST_LIMIT_BYTES = 6_000_000;

/** New pictures one change may carry: a picture travels with the JSON that shows it, in the same commit. */
export const MAX_IMAGES_PER_CHANGE = 2;

/**
 * A change without its pictures. Site files are at most a few dozen KiB (the largest change the
 * studio sends, a file and the text it was opened with, is about 41 KB); many files still fit.
 */
export const MAX_BODY_BYTES = 512 * 1024;

/** A picture's bytes in base64: 4 characters for every 3 bytes. */
export const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;

/** What one picture's entry adds around its base64, at its longest name: {"path":"/images/uploads/…","base64":""}. */
export const PICTURE_ENTRY_BYTES = JSON.stringify({ path: `${UPLOAD_FOLDER}${'x'.repeat(MAX_PICTURE_NAME_CHARS)}`, base64: '' }).length;

/** The "images" list at its largest: its brackets, each picture at the most it may weigh, and the commas between. */
export const MAX_PICTURES_JSON_BYTES = 2 + MAX_IMAGES_PER_CHANGE * (base64Length(MAX_PICTURE_BYTES) + PICTURE_ENTRY_BYTES) + (MAX_IMAGES_PER_CHANGE - 1);

/** The whole body of a change with its pictures: the change and the pictures each at their most. */
export const MAX_CHANGE_BODY_BYTES = MAX_BODY_BYTES + MAX_PICTURES_JSON_BYTES;

/**
 * What is left under the host's limit: for the request's headers and the host's envelope, in which
 * the body travels as one JSON string, its quotes and backslashes escaped once more. Enough for the
 * worst a change's text can grow by that (every byte of it doubled) with headers beside it.
 */
export const HOST_ROOM_BYTES = HOST_REQUEST_LIMIT_BYTES - MAX_CHANGE_BODY_BYTES;
