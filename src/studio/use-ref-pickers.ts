import { useEffect, useMemo, useRef, useState } from 'react';
import type { PublicFiles } from '../content/validate/check-references';
import type { ContentClient, ImageInfo, OpenedFile } from './content-client';
import { buildRefChoices } from './ref-choices';
import type { PendingPicture, RefPickerContext } from './ref-context';
import type { StudioWords } from './studio-words';

/**
 * What the reference pickers of one form share: choices built from the whole site and the pictures
 * under public/images, and the pictures uploaded in this form (sent with its change). Also the
 * pictures as the checks in the browser see them: those listed plus those waiting to be sent.
 */
export function useRefPickers(client: ContentClient, site: OpenedFile[] | undefined, words: StudioWords): RefPickerContext & { publicFiles?: PublicFiles } {
  const [pictures, setPictures] = useState<ImageInfo[] | 'failed'>();
  const [pending, setPending] = useState<PendingPicture[]>([]);
  // Asked once per picture and form: every thumbnail of the same picture shares the answer.
  const loaded = useRef(new Map<string, Promise<string>>());
  useEffect(() => {
    let live = true;
    client.images().then(
      (listed) => live && setPictures(listed),
      () => live && setPictures('failed'),
    );
    return () => {
      live = false;
    };
  }, [client]);
  // Without the site's files the pickers still show and take each field's value; they only offer less.
  const choices = useMemo(() => (site ? buildRefChoices(site, Array.isArray(pictures) ? pictures : [], words.media) : undefined), [site, pictures, words]);
  const publicFiles = useMemo(() => (Array.isArray(pictures) ? picturesAsFiles([...pictures.map((p) => p.path), ...pending.map((p) => p.path)]) : undefined), [pictures, pending]);
  return useMemo(
    () => ({
      choices,
      imagesFailed: pictures === 'failed',
      words: words.media,
      pending,
      addPicture: (picture: PendingPicture) => setPending((all) => [...all, picture]),
      loadPicture: (path: string) => {
        if (!loaded.current.has(path)) loaded.current.set(path, client.picture(path));
        return loaded.current.get(path)!;
      },
      publicFiles,
    }),
    [choices, pictures, words, pending, publicFiles, client],
  );
}

/**
 * The listed pictures as the validator asks about public/: only addresses under /images are known,
 * so any other address (a video under /media, the favicon) is taken as there, for the save to check.
 */
function picturesAsFiles(paths: string[]): PublicFiles {
  const known = new Set(paths);
  return {
    exists: (path) => !path.startsWith('/images/') || known.has(path),
    namesIn: (folder) => paths.filter((path) => path.startsWith(`${folder}/`) && !path.slice(folder.length + 1).includes('/')).map((path) => path.slice(folder.length + 1)),
  };
}
