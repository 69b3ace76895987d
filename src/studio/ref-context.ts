import { createContext } from 'react';
import type { FieldPathList } from '@rjsf/utils';
import type { NewPicture } from './content-client';
import type { RefChoices } from './ref-choices';
import type { StudioWords } from './studio-words';

/** A picture uploaded in this form, not saved yet: sent with the change that uses it. */
export type PendingPicture = NewPicture & { dataUrl: string; width: number; height: number };

/** What the reference pickers of one form share: the site's choices, the words, and the new pictures. */
export interface RefPickerContext {
  choices?: RefChoices;
  /** True when the pictures could not be listed (the picker still takes a typed address). */
  imagesFailed: boolean;
  words: StudioWords['media'];
  pending: PendingPicture[];
  addPicture(picture: PendingPicture): void;
  /** A picture the site does not serve (saved since the last build), as a data: address from the content API. */
  loadPicture(path: string): Promise<string>;
}

export const RefContext = createContext<RefPickerContext | null>(null);

/** Set by a picture object (src, alt, width, height) for its own "src" field: choosing a picture fills the rest. */
export interface PictureFill {
  srcPath: FieldPathList;
  /** True where the picture has a description ("alt") beside it, asked anew with each picture chosen. */
  takesAlt: boolean;
  fill(picture: { src: string; width?: number | null; height?: number | null; alt?: string }): void;
}

export const PictureContext = createContext<PictureFill | null>(null);
