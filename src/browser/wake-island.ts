import type { ComponentType } from 'react';
import { withChunkTimeout } from '../app/chunk-timeout';
import type { IslandKind, Wake } from '../islands/island-context';
import { islandCode, islandStagesOf } from '../islands/island-kinds';
import type { PageData } from '../islands/page-data';
import { answerFormEarly } from './early-form';
import { holdEarlyInput } from './replay';
import { removeIslandPanel, showConnectionPanel, showNewVersionPanel } from './island-panel';
import { chunksArrived, pageIsLeaving, reachChunks, reloadOnce, retryOnReturn } from './island-recovery';
import { nextTask, onWake } from './wake';
import { withPrerenderedStylesHidden } from './prerendered-styles';

const readJson = <T>(element: Element | null): T | null => (element?.textContent ? (JSON.parse(element.textContent) as T) : null);

/**
 * The code every island shares, in stages, each evaluated in a task of its own before the island's
 * own code: together they were one task of ~140 ms on Lighthouse's phone (4× slower CPU), blocking a
 * tap (docs/decisions/011-islands.md, "Chunks"). Emotion starts with the prerendered styles hidden from
 * it (prerendered-styles.ts). A stage already evaluated (a second island) costs nothing; some island
 * kinds have stages of their own after these (islandStagesOf).
 */
const sharedStages: (() => Promise<unknown>)[] = [
  () => import('./shared-react'),
  () => withPrerenderedStylesHidden(() => import('./shared-emotion')),
  () => import('./shared-system'),
  () => import('./shared-styles'),
];
async function inStages(stages: (() => Promise<unknown>)[], label: string) {
  for (const stage of stages) {
    await withChunkTimeout(stage, label);
    await nextTask();
  }
}

/**
 * Wakes one island of the page when its moment comes, loading just that island's code: a prerendered
 * one is hydrated with the props written after it, a client-only one drawn with the props it carries.
 * What the visitor pressed or submitted before is played again once it is live.
 */
export function wakeIsland(island: HTMLElement, data: PageData) {
  const kind = island.dataset.island as IslandKind;
  const id = island.dataset.islandId ?? '';
  const clientOnly = island.dataset.clientOnly !== undefined;
  // A form answers its buttons before its code arrives; the presses it answers are not held.
  const early = kind === 'pageForm' ? answerFormEarly(island, data) : null;
  const held = holdEarlyInput(island);
  onWake(island, island.dataset.wake as Wake, () => {
    // Its own props stand right after it (island.tsx): ids restart on every page, and a page opened in place brings its own.
    const script = island.nextElementSibling?.matches(`script[data-island-props="${id}"]`) ? island.nextElementSibling : null;
    const props = (clientOnly ? (JSON.parse(island.dataset.props ?? '{}') as object) : readJson<object>(script)) ?? {};
    const code = islandCode(kind);
    if (!code) return;
    let attempts = 0;
    let checked: string[] = [];
    const load = () => {
      attempts += 1;
      inStages(sharedStages, 'the page script')
        .then(() => inStages(islandStagesOf(kind), `the "${kind}" part of the page`))
        .then(() => Promise.all([withChunkTimeout(code as () => Promise<{ default: ComponentType<never> }>, `the "${kind}" part of the page`), withChunkTimeout(() => import('./hydrate-island'), 'the page script')]))
        .then(async ([mod, { prepareIsland, hydrateIsland }]) => {
          await prepareIsland(data);
          removeIslandPanel(island);
          chunksArrived(checked);
          // From here the form's own code answers presses, starting from the state the loader handed over.
          early?.handOver();
          hydrateIsland(island, mod.default as never, props, {
            id,
            data,
            clientOnly,
            onReady: () => {
              island.dataset.hydrated = 'true';
              early?.done();
              held.replay();
            },
          });
        })
        .catch(async (error: unknown) => {
          // The page is being left: its downloads were called off by the browser, nothing failed.
          if (pageIsLeaving()) return;
          const { reach, urls } = await reachChunks(error);
          if (pageIsLeaving()) return;
          checked = urls;
          if (reach === 'reachable' && attempts === 1) {
            // A glitch that is already over: at once.
            load();
            return;
          }
          // A new release took this page's code away, or the browser remembers a failed download the
          // host now answers: a reload fetches it afresh, and puts back what was typed (form-drafts.ts).
          if (reach !== 'unreachable' && reloadOnce()) return;
          if (reach === 'gone') showNewVersionPanel(island, data.site);
          else {
            showConnectionPanel(island, data.site);
            retryOnReturn(island, load);
          }
        });
    };
    load();
  });
}

/** Wakes every prerendered island inside `container`. */
export function wakeIslandsIn(container: ParentNode, data: PageData) {
  for (const island of Array.from(container.querySelectorAll<HTMLElement>('[data-island]'))) wakeIsland(island, data);
}
