import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeTempProjects, tempProject } from '../../../../src/testing/temp-project.ts';
import { HISTORY_LIMIT } from '../../backend.ts';
import { contentVersion } from '../../version.ts';
import type { AuditEntry } from './audit-log.ts';
import { versionsFolder } from './kept-versions.ts';
import { createLocalBackend } from './local-backend.ts';
import { KEEP_DAYS, KEEP_SAVES, versionsToKeep } from './prune-versions.ts';

afterEach(() => removeTempProjects());

const TOWN = 'towns/benson.json';
const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-12-01T15:00:00.000Z');
const daysBefore = (days: number) => new Date(NOW.getTime() - days * DAY_MS).toISOString();

/** `count` saves of one file, oldest first: save n leaves `<name>-n` and replaced `<name>-(n-1)`, the first the text as delivered. */
function saves(name: string, count: number, ageInDays: (n: number) => number): AuditEntry[] {
  return Array.from({ length: count }, (_, n) => ({
    id: `${name}-save-${n}`,
    at: daysBefore(ageInDays(n)),
    user: 'maria',
    userId: 3,
    backend: 'local',
    summary: `Change ${n}`,
    files: [{ path: `towns/${name}.json`, action: 'update' as const, version: `${name}-${n}`, before: n === 0 ? `${name}-delivered` : `${name}-${n - 1}` }],
  }));
}
const named = (name: string, from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `${name}-${from + i}`);

describe('which kept texts a history still needs', () => {
  it(`keeps a file's last ${KEEP_SAVES} saves however old, and its text as delivered`, () => {
    // 60 saves, a year and more ago: the last 50 (10 to 59) stay, with the text save 10 replaced.
    const keep = versionsToKeep(saves('benson', 60, (n) => 400 - n), NOW);
    expect([...keep].sort()).toEqual(['benson-delivered', ...named('benson', 9, 59)].sort());
  });

  it(`keeps every save younger than ${KEEP_DAYS} days however many; one exactly ${KEEP_DAYS} days old goes`, () => {
    // 200 saves, one every 12 hours, the first 100 days ago: save 20 is exactly 90 days old, so the
    // text save 19 left goes; the one save 20 left stays, as what save 21 replaced.
    const keep = versionsToKeep(saves('benson', 200, (n) => (200 - n) / 2), NOW);
    expect(keep.has('benson-19')).toBe(false);
    expect([...keep].sort()).toEqual(['benson-delivered', ...named('benson', 20, 199)].sort());
  });

  it('keeps a save whole: one among the last of one file keeps the texts of every file it touched', () => {
    const town = saves('benson', 60, (n) => 400 - n);
    // An old save of two files: far behind Benson's last 50, but the only save of Smithfield.
    const both: AuditEntry = {
      ...town[0]!,
      id: 'both',
      at: daysBefore(500),
      files: [
        { path: TOWN, action: 'update', version: 'benson-both', before: 'benson-older' },
        { path: 'towns/smithfield.json', action: 'update', version: 'smithfield-0', before: 'smithfield-delivered' },
      ],
    };
    // That save is now Benson's first, so "benson-older" is its text as delivered, and "benson-delivered"
    // only an old text Benson's 60 saves replaced, which goes with the 10 oldest of them.
    const keep = versionsToKeep([both, ...town], NOW);
    expect([...keep].sort()).toEqual(['benson-both', 'benson-older', 'smithfield-0', 'smithfield-delivered', ...named('benson', 9, 59)].sort());
  });

  it('keeps nothing extra for a file the studio created, or whose first line has no `before`, and keeps a save whose time does not read', () => {
    const created: AuditEntry = { ...saves('selma', 1, () => 500)[0]!, files: [{ path: 'towns/selma.json', action: 'create', version: 'selma-0', before: null }] };
    // Clayton's first line was written before `before` was logged, and its time does not read; 60 old saves follow.
    const unreadable: AuditEntry = { ...created, id: 'unreadable', at: 'not a time', files: [{ path: 'towns/clayton.json', action: 'update', version: 'clayton-unreadable' }] };
    const keep = versionsToKeep([created, unreadable, ...saves('clayton', 60, (n) => 400 - n)], NOW);
    expect([...keep].filter((version) => version.startsWith('selma'))).toEqual(['selma-0']);
    expect([...keep].filter((version) => version.startsWith('clayton')).sort()).toEqual(['clayton-unreadable', ...named('clayton', 9, 59)].sort());
  });
});

describe('pruning at each save (local backend, a fake clock)', () => {
  it(`keeps what ${KEEP_DAYS} days and the last ${KEEP_SAVES} saves need and the text as delivered, and removes the rest`, async () => {
    const root = tempProject();
    const auditLog = join(root, '.local', 'content-audit.jsonl');
    const start = new Date('2026-01-01T15:00:00.000Z');
    let clock = start;
    const logs: string[] = [];
    const backend = createLocalBackend({ root, auditLog, now: () => clock, log: (line) => logs.push(line) });
    const folder = versionsFolder(auditLog);
    const kept = () => readdirSync(folder).sort();
    const fileNames = (texts: string[]) => [...new Set(texts.map((text) => `${contentVersion(text)}.json`))].sort();

    const delivered = (await backend.read(TOWN))!.text;
    const saveHeading = async (n: number) => {
      const current = (await backend.read(TOWN))!;
      const data = JSON.parse(current.text);
      data.landing.heading = `Benson lawns, wording ${n}`;
      const text = `${JSON.stringify(data, null, 2)}\n`;
      await backend.save({ staff: { id: 1, user: 'admin' }, summary: `Wording ${n}`, files: [{ path: TOWN, action: 'update', text, expectedVersion: current.version }] });
      return text;
    };

    // One save a day for 60 days: all younger than 90 days, so every text stays.
    const texts: string[] = [];
    for (let n = 0; n < 60; n++) {
      clock = new Date(start.getTime() + n * DAY_MS);
      texts.push(await saveHeading(n));
    }
    expect(kept()).toEqual(fileNames([delivered, ...texts]));

    // 100 days on, one more save: the last 50 saves (11 to 60) stay with the text save 11 replaced,
    // and so does the text as delivered; a text no line names (a save that failed early) goes too.
    const orphan = `${contentVersion('{}\n')}.json`;
    writeFileSync(join(folder, orphan), '{}\n');
    writeFileSync(join(folder, 'notes.txt'), 'not a kept text');
    clock = new Date(start.getTime() + 159 * DAY_MS);
    texts.push(await saveHeading(60));
    expect(kept()).toEqual([...fileNames([delivered, ...texts.slice(10)]), 'notes.txt'].sort());
    expect(logs).toEqual([]);

    // The history still ends with the file as delivered, which reads back; a pruned text does not.
    const changes = await backend.history(TOWN);
    expect(changes).toHaveLength(HISTORY_LIMIT + 1);
    expect(changes.at(-1)).toEqual({ at: start.toISOString(), user: '', summary: '', action: 'delivered', version: contentVersion(delivered), undo: null });
    expect((await backend.readVersion(TOWN, contentVersion(delivered)))?.text).toBe(delivered);
    expect(await backend.readVersion(TOWN, contentVersion(texts[0]!))).toBeUndefined();
    // Every change listed can still be gone back to and undone.
    expect(changes.slice(0, HISTORY_LIMIT).every((change) => change.version !== null && change.undo !== null)).toBe(true);
  });
});
