import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { appendAudit, type AuditEntry } from './audit-log.ts';
import { removeSaveLeftovers } from './leftovers.ts';
import { finishInterruptedSaves, journalFolder, newSaveId, writeJournal, type SaveJournal } from './save-journal.ts';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

function project(): { auditLog: string; journals: string } {
  root = mkdtempSync(join(tmpdir(), 'journal-'));
  mkdirSync(join(root, 'site', 'towns'), { recursive: true });
  mkdirSync(join(root, 'public', 'images', 'uploads'), { recursive: true });
  const auditLog = join(root, '.local', 'content-audit.jsonl');
  return { auditLog, journals: journalFolder(auditLog) };
}
const write = (path: string, text: string) => writeFileSync(join(root, path), text);
const text = (path: string) => readFileSync(join(root, path), 'utf8');
const lines = (auditLog: string) => readFileSync(auditLog, 'utf8').split('\n');

function journal(id: string, renames: SaveJournal['renames'], deletes: string[] = []): SaveJournal {
  const audit: AuditEntry = { id, at: '2026-11-26T21:00:00.000Z', user: 'admin', userId: 1, backend: 'local', summary: 'Two towns', files: [] };
  return { id, audit, renames, deletes };
}

describe('finishing a save a stop interrupted', () => {
  it('puts in place the files still waiting, removes the files the change removes, writes the audit line once and removes the journal', async () => {
    const { auditLog, journals } = project();
    write('site/towns/a.json', 'old a');
    write('site/towns/b.json', 'new b'); // already renamed before the stop
    write('site/towns/.a.json.0123456789ab.tmp', 'new a');
    write('site/towns/gone.json', 'to remove');
    const id = newSaveId();
    await writeJournal(journals, journal(id, [
      { from: 'site/towns/.a.json.0123456789ab.tmp', to: 'site/towns/a.json' },
      { from: 'site/towns/.b.json.ba9876543210.tmp', to: 'site/towns/b.json' },
    ], ['site/towns/gone.json']));

    const said = await finishInterruptedSaves({ root, auditLog });
    expect(said).toEqual([`Finished a save a stop interrupted (${id}, "Two towns" by admin): 1 of 3 file(s) put in place now, 1 already were, 1 removed; audit line written now.`]);
    expect([text('site/towns/a.json'), text('site/towns/b.json')]).toEqual(['new a', 'new b']);
    expect(existsSync(join(root, 'site/towns/gone.json'))).toBe(false);
    expect(readdirSync(join(root, 'site/towns')).sort()).toEqual(['a.json', 'b.json']);
    expect(lines(auditLog).filter(Boolean).map((line) => JSON.parse(line).id)).toEqual([id]);
    expect(readdirSync(journals)).toEqual([]);
    // Nothing left to do the second time.
    expect(await finishInterruptedSaves({ root, auditLog })).toEqual([]);
  });

  it('does not write an audit line twice, and puts one cut short by a stop on a line of its own', async () => {
    const { auditLog, journals } = project();
    const first = newSaveId();
    await appendAudit(auditLog, journal(first, []).audit);
    await writeJournal(journals, journal(first, []));
    expect(await finishInterruptedSaves({ root, auditLog })).toEqual([expect.stringMatching(/audit line already written\.$/)]);
    expect(lines(auditLog).filter(Boolean)).toHaveLength(1);

    writeFileSync(auditLog, `${readFileSync(auditLog, 'utf8')}{"id":"cut-sh`);
    const second = newSaveId();
    await writeJournal(journals, journal(second, []));
    await finishInterruptedSaves({ root, auditLog });
    const [one, cut, two, end] = lines(auditLog);
    expect([JSON.parse(one!).id, cut, JSON.parse(two!).id, end]).toEqual([first, '{"id":"cut-sh', second, '']);
  });

  it('finishes older saves first', async () => {
    const { auditLog, journals } = project();
    write('site/towns/.a.json.000000000001.tmp', 'first');
    write('site/towns/.a.json.000000000002.tmp', 'second');
    const older = newSaveId(new Date('2026-11-26T10:00:00Z'));
    const newer = newSaveId(new Date('2026-11-26T11:00:00Z'));
    await writeJournal(journals, journal(newer, [{ from: 'site/towns/.a.json.000000000002.tmp', to: 'site/towns/a.json' }]));
    await writeJournal(journals, journal(older, [{ from: 'site/towns/.a.json.000000000001.tmp', to: 'site/towns/a.json' }]));
    await finishInterruptedSaves({ root, auditLog });
    expect(text('site/towns/a.json')).toBe('second');
    expect(lines(auditLog).filter(Boolean).map((line) => JSON.parse(line).id)).toEqual([older, newer]);
  });

  it('follows no path out of site/ and public/, and sets an unreadable journal aside for a person', async () => {
    const { auditLog, journals } = project();
    write('site/towns/.a.json.0123456789ab.tmp', 'new a');
    await writeJournal(journals, journal(newSaveId(), [{ from: 'site/towns/.a.json.0123456789ab.tmp', to: '../outside.json' }]));
    await expect(finishInterruptedSaves({ root, auditLog })).rejects.toThrow(/names \.\.\/outside\.json, outside site\/ and public\/; it was not followed/);
    expect(existsSync(join(root, '..', 'outside.json'))).toBe(false);

    rmSync(journals, { recursive: true });
    mkdirSync(journals);
    writeFileSync(join(journals, 'damaged.json'), '{"id": ');
    expect(await finishInterruptedSaves({ root, auditLog })).toEqual([`A save journal could not be read and was set aside for a person to look at: ${join(journals, 'damaged.json')}.unreadable`]);
    expect(readdirSync(journals)).toEqual(['damaged.json.unreadable']);
  });
});

describe('leftovers of a save', () => {
  it('removes only temp files named as a save names them, in site/, the uploads folder and the journals folder', async () => {
    const { journals } = project();
    mkdirSync(journals, { recursive: true });
    mkdirSync(join(root, 'site', 'pages'));
    const temps = ['site/.site.json.0a1b2c3d4e5f.tmp', 'site/pages/.home.json.abcdefabcdef.tmp', 'public/images/uploads/.lawn.png.0123456789ab.tmp'];
    const kept = ['site/towns/a.json', 'site/.notes.tmp', 'site/towns/.a.json.0a1b.tmp', 'public/images/uploads/lawn.png'];
    for (const path of [...temps, ...kept]) write(path, 'x');
    write(join('.local', 'content-audit-pending', '.2026-x.json.0123456789ab.tmp'), '{');

    const removed = await removeSaveLeftovers(root, journals);
    expect(removed.sort()).toEqual([...temps.map((path) => join(root, path)), join(journals, '.2026-x.json.0123456789ab.tmp')].sort());
    for (const path of kept) expect(existsSync(join(root, path))).toBe(true);
  });
});
