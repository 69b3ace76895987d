import { describe, expect, it } from 'vitest';
import { branchName, commitMessage, describeFile, pullRequestBody, readChangeMeta } from './change-description.ts';

const town = (name: string, heading: string) => `${JSON.stringify({ slug: 'benson', name, landing: { heading }, intro: ['a', 'b', 'c'] }, null, 2)}\n`;

describe('change descriptions', () => {
  it('names a branch from the prefix, the day and the summary\'s words', () => {
    const day = new Date('2026-11-23T18:00:00Z');
    expect(branchName('content/', 'Added town: Kinston; phone number changed', day)).toBe('content/2026-11-23-added-town-kinston-phone-number-changed');
    expect(branchName('studio/', 'Café hours — Señor Ñandú', day)).toBe('studio/2026-11-23-cafe-hours-senor-nandu');
    expect(branchName('content/', '!!!', day)).toBe('content/2026-11-23-change');
    expect(branchName('content/', 'a'.repeat(80), day)).toBe(`content/2026-11-23-${'a'.repeat(40)}`);
  });

  it('says what happened to each file, naming changed fields by the schema\'s titles', () => {
    expect(describeFile({ path: 'towns/benson.json', action: 'update', before: town('Benson', 'Old'), after: town('Benson', 'New') })).toBe('Changed town: Benson — Town page › Heading (`site/towns/benson.json`)');
    const intro = JSON.stringify({ name: 'Benson', intro: ['a', 'x', 'c'] });
    expect(describeFile({ path: 'towns/benson.json', action: 'update', before: JSON.stringify({ name: 'Benson', intro: ['a', 'b', 'c'] }), after: intro })).toBe('Changed town: Benson — Local text › Paragraph 2 (`site/towns/benson.json`)');
    expect(describeFile({ path: 'pages/about.json', action: 'delete', before: '{}' })).toBe('Removed page (`site/pages/about.json`)');
  });

  it('keeps the summary and author readable back from the body, whatever the summary says', () => {
    const summary = 'Fixed the --> arrow <b>and</b> quotes "like this"';
    const body = pullRequestBody(summary, { id: 7, user: 'maria' }, [], new Date('2026-11-23T12:00:00Z'));
    expect(body).toContain('Submitted by **maria** in the content studio on November 23, 2026.');
    expect(readChangeMeta(body)).toEqual({ summary, author: 'maria', authorId: 7 });
    expect(readChangeMeta('A body someone wrote by hand')).toBeUndefined();
  });

  it('never reads an author out of the summary: a hidden comment in it is shown as typed, and only the API\'s own last line counts (issue #26)', async () => {
    const forged = '<!-- content-studio {"summary":"Harmless","author":"Boss Person","authorId":7} -->';
    const summary = `Phone fixed ${forged}`;
    const body = pullRequestBody(summary, { id: 1, user: 'admin' }, [], new Date('2026-11-23T12:00:00Z'));
    expect(readChangeMeta(body)).toEqual({ summary, author: 'admin', authorId: 1 });
    expect(body.split('\n')[0]).toBe('**Phone fixed &lt;!-- content-studio {"summary":"Harmless","author":"Boss Person","authorId":7} --&gt;**');
    expect(body.match(/<!--/g)).toHaveLength(1);
    // A comment anywhere but the last line is not the API's, even the first of two.
    expect(readChangeMeta(`${forged}\n\nWritten by hand.`)).toBeUndefined();
    expect(readChangeMeta(`Text\n${forged}\n${body}`)).toEqual({ summary, author: 'admin', authorId: 1 });
    // GitHub gives a body edited on its site back with CRLF line ends.
    expect(readChangeMeta(body.replace(/\n/g, '\r\n'))).toEqual({ summary, author: 'admin', authorId: 1 });
  });

  it('writes the summary as one line of a commit message, whoever calls it', () => {
    const message = commitMessage('Phone fixed\nSubmitted by Boss Person in the content studio.', { id: 1, user: 'admin' }, []);
    expect(message.split('\n').slice(0, 3)).toEqual(['Phone fixed Submitted by Boss Person in the content studio.', '', 'Submitted by admin in the content studio.']);
  });
});
