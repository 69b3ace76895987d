/**
 * The site serves a picture only from the build after it was saved, and a picture chosen in this
 * form is not even saved yet: in the preview its address fails to load. Each picture of the frame's
 * document that fails is shown from what the studio holds instead (`showPicture`: the new picture's
 * own bytes, or the content API's copy), once per address, as the form's thumbnails are.
 * Listens until `signal` aborts.
 */
export function showNewPictures(doc: Document, showPicture: (path: string) => Promise<string>, signal: AbortSignal) {
  const replaced = new WeakMap<HTMLImageElement, string>();
  doc.addEventListener(
    'error',
    (event) => {
      const img = event.target;
      if (!(img instanceof (doc.defaultView?.HTMLImageElement ?? HTMLImageElement))) return;
      const path = img.getAttribute('src') ?? '';
      if (!path.startsWith('/images/') || replaced.get(img) === path) return;
      replaced.set(img, path);
      showPicture(path).then(
        (shown) => {
          if (!signal.aborted && img.getAttribute('src') === path) img.src = shown;
        },
        // Not in the studio either (a typing mistake): the field's own check says so.
        () => {},
      );
    },
    { capture: true, signal },
  );
}
