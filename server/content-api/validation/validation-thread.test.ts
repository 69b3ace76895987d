import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { validateSite } from '../../../src/content/disk/validate-site.ts';
import { removeTempProjects, tempProject } from '../../../src/testing/temp-project.ts';
import { ApiError } from '../errors.ts';
import { startValidationThread, type SiteValidator } from './validation-thread.ts';

let thread: SiteValidator | undefined;
afterEach(async () => {
  await thread?.close();
  thread = undefined;
  removeTempProjects();
});

const misbehaving = { url: new URL('../../../tests/support/misbehaving-validation-worker.mjs', import.meta.url) };

describe('the validation thread', () => {
  it('finds exactly the problems the validator finds on the request thread, check after check', async () => {
    const root = tempProject();
    const logs: string[] = [];
    thread = startValidationThread({ log: (line) => logs.push(line) });
    expect(await thread.validate(root)).toEqual(validateSite({ root }).problems);

    writeFileSync(join(root, 'site', 'towns', 'benson.json'), '{ "slug": ');
    const broken = await thread.validate(root);
    expect(broken.some((p) => p.severity === 'error' && p.file === 'site/towns/benson.json')).toBe(true);
    expect(broken).toEqual(validateSite({ root }).problems);
    expect(logs).toEqual([]);
  });

  it('answers a check whose thread died with check-interrupted, and starts a new thread for the next', async () => {
    const logs: string[] = [];
    thread = startValidationThread({ log: (line) => logs.push(line), worker: misbehaving });
    const first = thread.validate('first');
    const dying = thread.validate('die');
    const after = thread.validate('after');
    expect((await first)[0]!.file).toBe('first');
    await expect(dying).rejects.toBeInstanceOf(ApiError);
    await expect(dying).rejects.toMatchObject({ code: 'check-interrupted' });
    // Queued behind the one that died, it is checked by the new thread.
    expect((await after)[0]!.file).toBe('after');
    expect(logs.some((line) => /validation thread stopped \(exit code 3\)/.test(line))).toBe(true);
  });

  it('stops a check that never ends after its time limit, and goes on with the next', async () => {
    const logs: string[] = [];
    thread = startValidationThread({ log: (line) => logs.push(line), worker: misbehaving, timeLimitMs: 300 });
    const hanging = thread.validate('hang');
    const next = thread.validate('next');
    await expect(hanging).rejects.toMatchObject({ code: 'check-interrupted' });
    expect((await next)[0]!.file).toBe('next');
    expect(logs.some((line) => line.includes('took longer than'))).toBe(true);
  });

  it('answers the checks still waiting when it is closed, and refuses new ones', async () => {
    thread = startValidationThread({ worker: misbehaving });
    const answers = Promise.allSettled([thread.validate('hang'), thread.validate('queued')]);
    await thread.close();
    for (const answer of await answers) expect(answer).toMatchObject({ status: 'rejected', reason: { code: 'check-interrupted' } });
    await expect(thread.validate('later')).rejects.toMatchObject({ code: 'check-interrupted' });
  });
});
