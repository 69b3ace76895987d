import { providePageDrawing } from '../studio/page-drawing';

/**
 * The dashboard as it wakes in the browser: the section itself, plus the hand-over of the code that
 * draws pages for the studio's live preview (see src/studio/page-drawing.ts). Done here, in the
 * dashboard's own chunk, so that no visitor's page loader carries anything of the studio.
 */
providePageDrawing(() => import('../studio/preview-frame'));

export { default } from '../sections/admin-dashboard/admin-dashboard';
