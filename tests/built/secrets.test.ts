import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from 'vitest';
import { projectRoot as root } from '../../src/testing/temp-project.ts';
import { dist } from './support/built-site.ts';
import { content } from './support/site-content.ts';

// No secret reaches the visitor's browser (GitHub issue #8): the built files hold only the e-mail
// service's public key and public ids. Also: no high or critical advisory in the production packages.
// Moved from tests/e2e/secrets.spec.ts (issue #38): none of it needs a browser.
const { emailjs } = content.site.integrations;

/** Values that are public by design and may appear in the bundle. */
const publicValues = new Set([emailjs.publicKey, emailjs.serviceId, emailjs.templateId, emailjs.careersTemplateId]);

/** Shapes of secrets: key files, well-known token formats, and secret-named fields holding long values. */
const secretShapes: [string, RegExp][] = [
  ['a private key or certificate block', /-----BEGIN [A-Z ]*(PRIVATE KEY|CERTIFICATE)-----/],
  ['a Stripe secret or restricted key', /\b[rs]k_(live|test)_[A-Za-z0-9]{10,}/],
  ['an AWS access key id', /\bAKIA[0-9A-Z]{16}\b/],
  ['a GitHub token', /\b(gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{20,})/],
  ['a Slack token', /\bxox[abposr]-[A-Za-z0-9-]{10,}/],
  ['a Google API key', /\bAIza[0-9A-Za-z_-]{35}\b/],
  ['a JSON Web Token', /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/],
  ["EmailJS's private access token", /\baccessToken\b|\baccess_token\b/],
  [
    'a secret-named field holding a value',
    /["']?\b(?:secret|client_?secret|private_?key|api_?secret|password|passwd|auth_?token|access_?key|token|api_?key)\b["']?\s*[:=]\s*["']([^"'\s]{12,})["']/i,
  ],
];

/** A quoted string that looks random: long, mixed letters and digits, and high in entropy (bits per character). */
function randomLooking(text: string): string[] {
  return [...text.matchAll(/["'`]([A-Za-z0-9+/=_-]{24,})["'`]/g)]
    .map((m) => m[1]!)
    .filter((s) => /\d/.test(s) && /[a-z]/.test(s) && /[A-Z]/.test(s))
    .filter((s) => {
      const counts = [...s].reduce((map, ch) => map.set(ch, (map.get(ch) ?? 0) + 1), new Map<string, number>());
      return [...counts.values()].reduce((bits, n) => bits - (n / s.length) * Math.log2(n / s.length), 0) >= 4;
    })
    // The policy's hash of the theme snippet is a fingerprint of public code, not a secret.
    .filter((s) => !/^sha(256|384|512)-/.test(s));
}

/** Every suspicious piece of a file's text, with a reason. */
function findSecrets(text: string): string[] {
  const found: string[] = [];
  for (const [what, shape] of secretShapes) {
    for (const match of text.matchAll(new RegExp(shape.source, `${shape.flags.replace('g', '')}g`))) {
      if (match[1] && publicValues.has(match[1])) continue;
      found.push(`${what}: ${match[0].slice(0, 80)}`);
    }
  }
  return [...found, ...randomLooking(text).filter((s) => !publicValues.has(s)).map((s) => `a random-looking string: ${s.slice(0, 80)}`)];
}

const builtFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? builtFiles(join(dir, e.name)) : /\.(js|mjs|html|css|json|map|txt|xml)$/.test(e.name) || e.name.startsWith('_') ? [join(dir, e.name)] : [],
  );

test('the secret finder catches planted secrets and lets public ids through', () => {
  const planted = [
    '-----BEGIN RSA PRIVATE KEY-----',
    'const k="sk_live_4eC39HqLyjWDarjtT1zdp7dc"',
    'AKIAIOSFODNN7EXAMPLE',
    'ghp_16C7e42F292c6912E7710c838347Ae178B4a',
    'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U',
    '{accessToken:"private"}',
    'client_secret: "s3cr3tv4lue-abcdef"',
    'var apiKey = "0123456789abcdef0123"',
    'x="Zq8vN2kLp4Rt7Wm1Yc9Bx3Hd6Gf5Js0A"',
  ];
  for (const sample of planted) expect(findSecrets(sample), sample).not.toEqual([]);
  expect(findSecrets(`publicKey:"${emailjs.publicKey}",serviceId:"${emailjs.serviceId}"`)).toEqual([]);
  expect(findSecrets(`script-src 'self' 'sha256-Nx5OfXakiw5WFi8SPNBtmNvtBff+RBR8IWx97T60GVY='`)).toEqual([]);
});

test('the built site holds no private key, token or secret, only the public EmailJS key and ids', () => {
  const files = builtFiles(dist);
  expect(files.some((f) => f.endsWith('.js'))).toBe(true);
  const problems = files.flatMap((file) => findSecrets(readFileSync(file, 'utf8')).map((p) => `${relative(dist, file)}: ${p}`));
  expect(problems).toEqual([]);
  // The stand-in's demo passwords and its data folder are development-only and never bundled.
  for (const file of files) expect(readFileSync(file, 'utf8'), file).not.toMatch(/cedar-(admin|crew)-2026|\.local\/|scrypt/);
});

test('npm audit finds no high or critical advisory in the production packages', { timeout: 90_000 }, ({ skip }) => {
  const run = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], { cwd: root, encoding: 'utf8', timeout: 60_000 });
  let report: { metadata?: { vulnerabilities?: Record<string, number> }; vulnerabilities?: Record<string, { severity: string; via: unknown[] }>; message?: string; error?: unknown } = {};
  try {
    report = JSON.parse(run.stdout || '{}');
  } catch {
    /* not JSON: treated as unreachable below */
  }
  const counts = report.metadata?.vulnerabilities;
  skip(
    !counts,
    `npm audit could not reach the advisory service (${report.message ?? run.error?.message ?? (run.stderr.trim().split('\n').at(-1) || 'no answer')}); run "npm audit --omit=dev --audit-level=high" where the registry's audit endpoint is reachable.`,
  );
  const serious = Object.entries(report.vulnerabilities ?? {}).filter(([, v]) => v.severity === 'high' || v.severity === 'critical').map(([name, v]) => `${name} (${v.severity})`);
  expect(serious).toEqual([]);
  expect((counts!.high ?? 0) + (counts!.critical ?? 0)).toBe(0);
});
