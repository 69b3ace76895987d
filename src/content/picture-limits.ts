/**
 * What a new picture may be, shared by the studio (which shrinks it before sending) and the content
 * API (which refuses anything else): the studio sends pictures at most 1600 px on their longest
 * side, and a photo that size compresses far below the byte limit.
 */
export const MAX_PICTURE_SIDE = 1600;
export const MAX_PICTURE_BYTES = 1.5 * 1024 * 1024;
export const PICTURE_QUALITY = 0.82;
export const UPLOAD_FOLDER = '/images/uploads/';
/** The longest name a new picture may have in UPLOAD_FOLDER. */
export const MAX_PICTURE_NAME_CHARS = 100;

/** "1.5 MB": a size as staff read it. */
export const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
