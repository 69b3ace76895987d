import type { ComponentType } from 'react';
import type { PreviewPage } from './preview-site';

export interface PreviewFrameProps {
  page: PreviewPage;
  /** What a screen reader calls the frame. */
  title: string;
  /** Drawn as narrow as a phone. */
  narrow: boolean;
  /** Whether `page` could be drawn; when it could not, the last page drawn stays. */
  onDrawn: (ok: boolean) => void;
}

type FrameLoader = () => Promise<{ default: ComponentType<PreviewFrameProps> }>;

let provided: FrameLoader | undefined;

/**
 * The preview draws pages with every section, but the studio is itself reached from the section
 * registry (the dashboard is a section), so importing the sections from here would close a circle of
 * imports. The islands' hydration, which the registry never reaches, hands the code over instead
 * (src/browser/hydrate-island.tsx); it is fetched only when a preview is first drawn.
 */
export const providePageDrawing = (load: FrameLoader) => {
  provided = load;
};

export const pageDrawing = () => provided;
