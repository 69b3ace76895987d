import { describe, expect, it } from 'vitest';
import { createSiteUpdates, type BuildRun } from './site-updates.ts';

/** Builds that end when the test says: the child process is mocked here, and only here. */
function fakeBuilds() {
  const started: { finish(run: BuildRun): void; fail(error: Error): void }[] = [];
  const build = () =>
    new Promise<BuildRun>((resolve, reject) => {
      started.push({ finish: resolve, fail: reject });
    });
  return { build, started };
}

/** Lets the queue see a build's end (its continuation runs on the next microtasks). */
const ended = () => new Promise((resolve) => setTimeout(resolve, 0));

let tick = 0;
const clock = () => new Date(Date.UTC(2026, 10, 27, 12, 0, tick++));

describe('the site rebuilt after each save', () => {
  it('is idle before any save, and for a save it does not know (the API restarted)', () => {
    const updates = createSiteUpdates(fakeBuilds().build, { now: clock });
    expect(updates.status()).toMatchObject({ state: 'idle', save: null, pages: [] });
    expect(updates.status(7)).toMatchObject({ state: 'idle', save: null });
  });

  it('starts a build at a save, says "updating", then "live" with the pages it rendered', async () => {
    const { build, started } = fakeBuilds();
    const updates = createSiteUpdates(build, { now: clock });
    const { save } = updates.saved();
    expect(save).toBe(1);
    expect(started).toHaveLength(1);
    const updating = updates.status(save);
    expect(updating).toMatchObject({ state: 'updating', save: 1, pages: [] });
    expect(updating.since).toBe(updating.savedAt);
    started[0]!.finish({ ok: true, pages: ['/benson', '/benson/services'] });
    await ended();
    const live = updates.status(save);
    expect(live).toMatchObject({ state: 'live', pages: ['/benson', '/benson/services'] });
    expect(live.problem).toBeUndefined();
    expect(Date.parse(live.since!)).toBeGreaterThan(Date.parse(live.savedAt!));
  });

  it('never runs two builds at once, and covers every save made during one with exactly one more build', async () => {
    const { build, started } = fakeBuilds();
    const updates = createSiteUpdates(build, { now: clock });
    const first = updates.saved().save;
    const second = updates.saved().save;
    const third = updates.saved().save;
    expect(started).toHaveLength(1);
    started[0]!.finish({ ok: true, pages: ['/'] });
    await ended();
    // The first build started before the second and third saves: it does not make them live.
    expect(updates.status(first).state).toBe('live');
    expect(updates.status(second).state).toBe('updating');
    expect(updates.status(third).state).toBe('updating');
    expect(started).toHaveLength(2);
    started[1]!.finish({ ok: true, pages: ['/selma'] });
    await ended();
    expect(started).toHaveLength(2);
    // The first build was running as they were saved, so it may have rendered their changes too: its pages count.
    expect(updates.status(second)).toMatchObject({ state: 'live', pages: ['/', '/selma'] });
    expect(updates.status(third)).toMatchObject({ state: 'live', pages: ['/', '/selma'] });
    expect(updates.status(first)).toMatchObject({ state: 'live', pages: ['/'] });
    await updates.settled();
  });

  it('counts the pages of the build that was running as she saved: it read her change, and the next one found nothing left to render', async () => {
    // As two people saved a second apart (seen in the cross-engine suite): the first build started,
    // then read the second person's file too and rendered every page; the second build rendered none.
    const { build, started } = fakeBuilds();
    const updates = createSiteUpdates(build, { now: clock });
    updates.saved();
    const hers = updates.saved().save;
    started[0]!.finish({ ok: true, pages: ['/', '/goldsboro'] });
    await ended();
    expect(updates.status(hers).state).toBe('updating');
    started[1]!.finish({ ok: true, pages: ['/kinston'] });
    await ended();
    expect(updates.status(hers)).toMatchObject({ state: 'live', pages: ['/', '/goldsboro', '/kinston'] });
    // A save made after a build ended is not said to be in it, nor in the one before.
    const later = updates.saved().save;
    started[2]!.finish({ ok: true, pages: ['/selma'] });
    await ended();
    expect(updates.status(later)).toMatchObject({ state: 'live', pages: ['/selma'] });
  });

  it('counts from the build running as she saved, never from one that had ended before', async () => {
    const { build, started } = fakeBuilds();
    const updates = createSiteUpdates(build, { now: clock });
    updates.saved();
    started[0]!.finish({ ok: true, pages: ['/a'] });
    await ended();
    updates.saved();
    const hers = updates.saved().save;
    started[1]!.finish({ ok: true, pages: ['/b'] });
    await ended();
    started[2]!.finish({ ok: true, pages: ['/c'] });
    await ended();
    expect(updates.status(hers)).toMatchObject({ state: 'live', pages: ['/b', '/c'] });
  });

  it('says a failed build as a failure of the saves it covered, and the next save\'s build can make them live', async () => {
    const { build, started } = fakeBuilds();
    const updates = createSiteUpdates(build, { now: clock });
    const first = updates.saved().save;
    // The build rendered the page, then its checks failed: the page is remembered for when it is live.
    started[0]!.finish({ ok: false, pages: ['/benson'] });
    await ended();
    expect(updates.status(first)).toMatchObject({ state: 'failed', problem: 'build-failed', pages: [] });
    const second = updates.saved().save;
    expect(updates.status(first).state).toBe('updating');
    started[1]!.finish({ ok: true, pages: ['/'] });
    await ended();
    expect(updates.status(first)).toMatchObject({ state: 'live', pages: ['/benson', '/'] });
    // The second save's own build rendered only what it changed.
    expect(updates.status(second)).toMatchObject({ state: 'live', pages: ['/'] });
  });

  it('takes a build that could not even start for a failure, and keeps going', async () => {
    const { build, started } = fakeBuilds();
    const lines: string[] = [];
    const updates = createSiteUpdates(build, { now: clock, log: (line) => lines.push(line) });
    const first = updates.saved().save;
    const second = updates.saved().save;
    started[0]!.fail(new Error('spawn npm ENOENT'));
    await ended();
    expect(lines.join('\n')).toContain('spawn npm ENOENT');
    // The save made during it gets its own build, which covers the first save too.
    expect(started).toHaveLength(2);
    expect(updates.status(first).state).toBe('updating');
    expect(updates.status(second).state).toBe('updating');
    started[1]!.fail(new Error('spawn npm ENOENT'));
    await ended();
    expect(updates.status(first)).toMatchObject({ state: 'failed', problem: 'build-failed' });
    expect(updates.status(second)).toMatchObject({ state: 'failed', problem: 'build-failed' });
    updates.saved();
    started[2]!.finish({ ok: true, pages: [] });
    await ended();
    expect(updates.status(first)).toMatchObject({ state: 'live', pages: [] });
    expect(updates.status(second).state).toBe('live');
  });

  it('answers the latest save when none is named', async () => {
    const { build, started } = fakeBuilds();
    const updates = createSiteUpdates(build, { now: clock });
    updates.saved();
    started[0]!.finish({ ok: true, pages: ['/'] });
    await ended();
    updates.saved();
    expect(updates.status()).toMatchObject({ save: 2, state: 'updating' });
  });

  it('takes a build that throws before it starts for a failed build: the save is answered, the queue goes on', async () => {
    const { build, started } = fakeBuilds();
    let throwNext = true;
    const lines: string[] = [];
    const updates = createSiteUpdates(
      () => {
        if (throwNext) throw new Error('ENOSPC: no space left on device');
        return build();
      },
      { now: clock, log: (line) => lines.push(line) },
    );
    const first = updates.saved().save;
    await ended();
    expect(updates.status(first)).toMatchObject({ state: 'failed', problem: 'build-failed' });
    await updates.settled();
    expect(lines.join('\n')).toContain('no space left');
    // Saves during a build whose next start throws: the throw from the queue is a failed build, not a crash.
    throwNext = false;
    updates.saved();
    throwNext = true;
    const third = updates.saved().save;
    started[0]!.finish({ ok: true, pages: [] });
    await ended();
    expect(updates.status(third)).toMatchObject({ state: 'failed', problem: 'build-failed' });
    await updates.settled();
  });

  it('starts no build after close(), not even for saves made while the last one ran (npm start stopping)', async () => {
    const { build, started } = fakeBuilds();
    const updates = createSiteUpdates(build, { now: clock });
    updates.saved();
    updates.saved();
    expect(started).toHaveLength(1);
    updates.close();
    // The running build is stopped by close(): it ends as a failure.
    started[0]!.finish({ ok: false, pages: [] });
    await ended();
    expect(started).toHaveLength(1);
    await updates.settled();
    updates.saved();
    await ended();
    expect(started).toHaveLength(1);
  });
});
