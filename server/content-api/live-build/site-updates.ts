/**
 * The site rebuilt after each save, on one machine (`npm start`; docs/decisions/024-save-to-live.md).
 * Saves ask for a build; builds never overlap, and saves made during one are all covered by exactly
 * one more build (coalesced). Each save has a number, so the studio asks about ITS save: a build
 * that started before it was saved does not make it live. That build may still have rendered its
 * change (it reads the files after it starts), so its pages are counted among the save's: without
 * them, the next build finds nothing left to render and the office reads "No page looks different"
 * of a change that is on the site.
 */

/** What one build did: whether it ended well, and the site addresses of the pages it rendered again. */
export type BuildRun = { ok: boolean; pages: string[] };

/** Runs one build to its end (the child process `npm run build`, build-command.ts). Never two at once. */
export type LiveBuild = () => Promise<BuildRun>;

export type SiteState = 'idle' | 'updating' | 'live' | 'failed';

/**
 * One save as the studio reads it (GET /site-status?save=<n>). `since`: when this state began;
 * `pages`: what is live with it (the pages rendered again); `problem`: the kind of failure, which
 * the studio says in its own words (the build's output is in the log file, never here).
 */
export type SiteStatus = {
  state: SiteState;
  save: number | null;
  savedAt: string | null;
  since: string | null;
  pages: string[];
  problem?: 'build-failed';
};

export interface SiteUpdates {
  /** Called once a change is saved: asks for a build, and answers the save's number. */
  saved(): { save: number };
  /** Where the save numbered `save` is (the latest save when absent). */
  status(save?: number): SiteStatus;
  /** Resolves once no build is running or waiting (tests, and a clean stop). */
  settled(): Promise<void>;
  /** No build starts after this (npm start stopping); saves still get their number. */
  close(): void;
}

/** `build`: the build's number, in the order they started; `upTo`: the last save made before it started. */
type Finished = { build: number; upTo: number; ok: boolean; pages: string[]; at: string };

/** Builds and saves remembered: far more than one editing session asks about. */
const KEPT = 200;

export function createSiteUpdates(build: LiveBuild, options: { log?: (line: string) => void; now?: () => Date } = {}): SiteUpdates {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? (() => {});
  let lastSave = 0;
  const savedAt = new Map<number, string>();
  /** For each save, the number of the first build that may have read its files: the one running then, or the next. */
  const seenFrom = new Map<number, number>();
  let builds = 0;
  const finished: Finished[] = [];
  /** The running build: its number, and the save numbers it covers (every save made before it started); or null. */
  let running: { build: number; upTo: number } | null = null;
  let waiting = false;
  let closed = false;
  let idle: Promise<void> = Promise.resolve();
  let markIdle = () => {};

  const start = () => {
    const current = { build: ++builds, upTo: lastSave };
    running = current;
    waiting = false;
    const { upTo } = current;
    // A build that throws before it returns its promise is a failed build too, never a throw into
    // POST /changes (after the file was saved) nor an unhandled rejection from the queue.
    let attempt: Promise<BuildRun>;
    try {
      attempt = build();
    } catch (error) {
      attempt = Promise.reject(error);
    }
    void attempt
      .catch((error: unknown): BuildRun => {
        log(`The site could not be rebuilt: ${(error as Error).message}`);
        return { ok: false, pages: [] };
      })
      .then((run) => {
        if (!run.ok) log('The site could not be rebuilt after a save; the build log says why. The saved files are kept.');
        finished.push({ build: current.build, upTo, ok: run.ok, pages: run.pages, at: now().toISOString() });
        if (finished.length > KEPT) finished.shift();
        running = null;
        // After close() (npm start stopping) no build starts again: it would outlive the process.
        if (waiting && !closed) start();
        else markIdle();
      });
  };

  return {
    saved() {
      const save = ++lastSave;
      savedAt.set(save, now().toISOString());
      seenFrom.set(save, running ? running.build : builds + 1);
      if (savedAt.size > KEPT) {
        const oldest = savedAt.keys().next().value!;
        savedAt.delete(oldest);
        seenFrom.delete(oldest);
      }
      if (closed) return { save };
      if (running) waiting = true;
      else {
        idle = new Promise((resolve) => (markIdle = resolve));
        start();
      }
      return { save };
    },

    status(save = lastSave) {
      const at = savedAt.get(save);
      if (at === undefined) return { state: 'idle', save: null, savedAt: null, since: null, pages: [] };
      const base = { save, savedAt: at };
      // The builds that started after this save, oldest first; the first that ended well made it live.
      const covering = finished.filter((run) => run.upTo >= save);
      const live = covering.findIndex((run) => run.ok);
      if (live >= 0) {
        // Her pages: those of the builds that may have read her change, up to the one that made it live
        // (one that was running as she saved; one that failed in its checks, whose pages the next reused).
        const from = seenFrom.get(save)!;
        const upToLive = covering[live]!.build;
        const pages = [...new Set(finished.filter((run) => run.build >= from && run.build <= upToLive).flatMap((run) => run.pages))];
        return { ...base, state: 'live', since: covering[live]!.at, pages };
      }
      if (running || waiting) return { ...base, state: 'updating', since: at, pages: [] };
      const failed = covering.at(-1);
      if (failed) return { ...base, state: 'failed', since: failed.at, pages: [], problem: 'build-failed' };
      return { ...base, state: 'idle', since: null, pages: [] };
    },

    settled: () => idle,

    close() {
      closed = true;
      waiting = false;
    },
  };
}
