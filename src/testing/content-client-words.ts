import type { ClientWords } from '../studio/content-client';

/** The studio's words the content client's tests hand it: short, so a test reads which one it got. */
export const clientWords: ClientWords = {
  offline: 'The content service did not answer.',
  offlineHint: 'Check the connection.',
  unexpectedAnswer: 'Error {item}.',
  tooManyPictures: 'This change adds {item} new pictures; one save can carry {value}.',
  tooManyPicturesHint: 'Save with {value} of them, then add the rest.',
  changeTooLarge: 'This change is too large to send in one save.',
  changeTooLargeHint: 'Save part of it, then the rest.',
};
