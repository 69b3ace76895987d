import { Component, useEffect, useRef, useState, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { startDrawer } from '../../browser/drawer';
import { startNavMenus } from '../../browser/nav-menus';
import { startThemeSwitch } from '../../browser/theme-switch';
import { SitePage } from '../../render/site-page';
import { preloadSections } from '../../sections/section-loading';
import type { PreviewPage } from './preview-site';
import { showNewPictures } from './show-new-pictures';

export interface PreviewFrameProps {
  page: PreviewPage;
  /** What a screen reader calls the frame. */
  title: string;
  /** Drawn as narrow as a phone. */
  narrow: boolean;
  /** Whether `page` could be drawn; when it could not, the last page drawn stays. */
  onDrawn: (ok: boolean) => void;
  /** Called with the frame's document each time a page has been drawn in it. */
  onPage?: (doc: Document) => void;
  /** A picture the site does not serve yet (new, or saved since the build), as an address the frame can show. */
  showPicture?: (path: string) => Promise<string>;
}

// An empty standards-mode document: about:blank would be in quirks mode, and lay the page out differently.
const EMPTY = '<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body><div id="preview-root"></div></body></html>';

/**
 * The page drawn by the site's own components inside an iframe, so none of the dashboard's layout,
 * styles or headings mix with it. The frame's document comes from `srcdoc`, so it runs under the
 * dashboard's Content-Security-Policy; everything in it is made by this code (createRoot, emotion's
 * style tags), which the policy allows, and nothing is fetched but the site's own files.
 */
export default function PreviewFrame({ page, title, narrow, onDrawn, onPage, showPicture }: PreviewFrameProps) {
  // The latest way to show a new picture, read when one fails (the frame's listeners outlive renders).
  const pictures = useRef(showPicture);
  pictures.current = showPicture;
  const frame = useRef<HTMLIFrameElement>(null);
  const [root, setRoot] = useState<{ root: Root; head: HTMLElement } | null>(null);
  const lastDrawn = useRef<PreviewPage | null>(null);
  // The page is updated in place as she types: React changes only the words and parts that changed.
  // A boundary that caught a broken draft stays failed, so the draw after it starts a fresh one (a new
  // key), and the page is drawn whole once, as on a first draw.
  const boundary = useRef({ key: 0, failed: false });

  useEffect(() => {
    const iframe = frame.current!;
    let created: Root | undefined;
    const prepare = () => {
      const doc = iframe.contentDocument;
      if (!doc || created) return;
      setUpDocument(doc);
      // Errors of a half-typed draft are expected and handled (the last page stays): not reported as crashes.
      created = createRoot(doc.getElementById('preview-root')!, { onCaughtError: () => {} });
      setRoot({ root: created, head: doc.head });
    };
    iframe.addEventListener('load', prepare);
    if (iframe.contentDocument?.getElementById('preview-root')) prepare();
    return () => {
      iframe.removeEventListener('load', prepare);
      created?.unmount();
    };
  }, []);

  const cache = useRef<ReturnType<typeof createCache> | null>(null);
  useEffect(() => {
    if (!root) return;
    // Its own key: a cache keyed "css" would move the dashboard's own server-rendered styles into the frame.
    cache.current ??= createCache({ key: 'preview', container: root.head });
    let current = true;
    const doc = root.head.ownerDocument;
    let behaviours: AbortController | undefined;
    // The page's own scripts (the loader's drawer, header dropdowns and theme switch) on the frame's
    // document: their modal, focus trap, scroll lock and listeners hold that frame only.
    const started = () => {
      behaviours?.abort();
      behaviours = new AbortController();
      startDrawer(doc, behaviours.signal);
      startNavMenus(doc, behaviours.signal);
      startThemeSwitch(doc, behaviours.signal);
      showNewPictures(doc, (path) => pictures.current?.(path) ?? Promise.reject(new Error('no pictures')), behaviours.signal);
    };
    const draw = (shown: PreviewPage, isNew: boolean) => {
      if (boundary.current.failed) boundary.current = { key: boundary.current.key + 1, failed: false };
      const onError = () => {
        boundary.current.failed = true;
        if (current && isNew) fallBack();
      };
      root.root.render(
        <DrawBoundary key={boundary.current.key} onError={onError}>
          <CacheProvider value={cache.current!}>
            {/* Another address is another page: drawn whole, with none of the last page's open parts. */}
            <SitePage key={shown.path} core={shown.core} bundle={shown.bundle} path={shown.path} />
          </CacheProvider>
          <AfterCommit onCommit={() => {
            if (!current) return;
            started();
            onPage?.(doc);
            if (!isNew) return;
            lastDrawn.current = shown;
            onDrawn(true);
          }} />
        </DrawBoundary>,
      );
    };
    const fallBack = () => {
      onDrawn(false);
      if (lastDrawn.current) draw(lastDrawn.current, false);
    };
    // A section's code arrives on first use, as on the site: every section of the page is loaded before it is drawn.
    preloadSections(page.bundle.page.sections.map((section) => (section as { type: string }).type)).then(
      () => current && draw(page, true),
      () => current && fallBack(),
    );
    return () => {
      current = false;
      behaviours?.abort();
    };
  }, [root, page, onDrawn, onPage]);

  return (
    <iframe
      ref={frame}
      title={title}
      srcDoc={EMPTY}
      style={{ display: 'block', width: narrow ? 390 : '100%', maxWidth: '100%', height: 'max(420px, calc(100vh - 300px))', margin: '0 auto', border: '1px solid rgba(128, 128, 128, 0.4)', borderRadius: 4, background: 'white' }}
    />
  );
}

/**
 * The frame's document before anything is drawn: the dashboard's colour scheme and its own stylesheets
 * (the site's fonts), and links and forms that do nothing, so the preview never navigates the
 * dashboard away or sends a message. Stopped before React's handlers see them.
 */
function setUpDocument(doc: Document) {
  doc.documentElement.className = document.documentElement.className;
  for (const sheet of document.head.querySelectorAll('style:not([data-emotion]), link[rel="stylesheet"]')) doc.head.append(sheet.cloneNode(true));
  const inert = (event: Event) => {
    const target = event.target as Element | null;
    if (event.type === 'submit' || target?.closest?.('a[href]')) {
      event.preventDefault();
      event.stopPropagation();
    }
  };
  for (const type of ['click', 'auxclick', 'submit']) doc.addEventListener(type, inert, true);
}

/** Catches a draft that breaks a section while it is drawn: the frame then draws the last page that worked. */
class DrawBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError = () => ({ failed: true });
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Tells when the whole page has been committed (effects run only for a tree that rendered). */
function AfterCommit({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit);
  return null;
}
