import { describe, expect, it } from 'vitest';
import { FILL_IN, MESSAGE_WORDS, programmerWordsInText, SCREEN_WORDS } from './programmer-words';

// The scans of the studio's words can fail: each finding is caught in the kind of text it is about,
// and what she should read passes.

describe('the programmer-words scan', () => {
  it.each([
    ['Instance does not have required property "heading".', ['"Instance"', '"property"']],
    ['Add "id": inside this { … }', ['a brace']],
    ['site/towns/kenly.json:44 /intro', ['a file name', 'a content folder', 'a pointer', 'a line number']],
    ['true lists the town in the menu.', ['true or false']],
    ['Array has too few items (1 < 2). It must have 2.', ['"must"', '"array"']],
  ])('a message: %s', (text, found) => {
    expect(programmerWordsInText(text, MESSAGE_WORDS).sort()).toEqual([...found].sort());
  });

  it.each([
    ['a clash at /landing/0/subheading', ['a list position in a pointer']],
    ['Slug * The town slug', ['a schema word']],
    ['{"field": name} the field\'s text', ['a brace']],
    ['Instance is missing required property "id"', ['"Instance"', '"property"']],
    ['Warning at towns.json:12', ['a file name', 'a line number', 'a schema word']],
  ])('a screen: %s', (text, found) => {
    expect(programmerWordsInText(text.replace(FILL_IN, ''), SCREEN_WORDS).sort()).toEqual([...found].sort());
  });

  it.each([
    'Town page › Heading: This field is required.',
    'Changed by maria · Nov 27, 2:02 PM · Phone number updated',
    'Each town gets its own page and a services page at its address word, for example /mount-olive and /mount-olive/services.',
    'Property address',
    'The answer, in a few sentences. Facts such as {business.phone} are filled in.',
  ])('a screen in plain words passes: %s', (text) => {
    expect(programmerWordsInText(text.replace(FILL_IN, ''), SCREEN_WORDS)).toEqual([]);
  });
});
