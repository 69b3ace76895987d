/**
 * The server bundle the build's prerender runs (tools/build/render-worker.mjs). It holds code
 * only: the site's data is computed once by the build and handed to each render, so this bundle does
 * not change when content does and is rebuilt only when code does (docs/decisions/017-build-at-scale.md).
 */
export { renderPage, renderNotFound, type Rendered } from './render-page';
export { preloadSections } from '../sections/section-loading';
export { fillTemplate } from './fill-template';
