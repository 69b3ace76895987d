/**
 * `npm run check:deploy`: refuses a dist/ that must not be uploaded — one built for the local
 * stand-in (npm start, npm test), whose forms and staff login would talk to 127.0.0.1 and fail for
 * every visitor. Run it on the folder you are about to upload; it reads only the built files.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isLoopback } from '../../../src/content/loopback.ts';
import { shownPath } from './html-files.ts';
import { invokedDirectly } from '../invoked-directly.ts';
import { checkPictureList } from './check-picture-list.ts';

/** Written into dist/ by tools/build/prerender.ts when the build points at the local stand-in. */
export const LOCAL_PREVIEW_MARKER = '.local-preview';

/** The command that makes a build fit to upload, named in every refusal. */
export const DEPLOY_COMMAND = 'npm run build';

export const localPreviewNote = (services: string[]) =>
  `This build points at the local stand-in (${services.join(', ')}) and must not be uploaded. Make a deployable build with \`${DEPLOY_COMMAND}\` (without VITE_EMAILJS_ORIGIN / VITE_CRM_API_HOST set to a local address).`;

// Built files that can carry an address: pages, scripts, styles and the host's files.
const TEXT_FILE = /(\.(html|js|mjs|css|json|xml|txt|webmanifest)|^_headers|^_redirects)$/;
// The host must end there (a port, a path, a quote…), so "localhost.example.com" is not taken for it.
const LOOPBACK_URL = /\b(?:https?|wss?):\/\/(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d+)?(?![\w.-])/gi;
const CSP_META = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"/gi;
const CSP_HEADER = /^\s*Content-Security-Policy:\s*(.+)$/gim;

function textFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return textFiles(full);
    return TEXT_FILE.test(entry.name) ? [full] : [];
  });
}

/** Sources in a policy that name this computer, with or without a scheme ("localhost:8787" counts too). */
export function loopbackSources(policy: string): string[] {
  const sources = policy.split(/[;\s]+/).filter((token) => token && !token.startsWith("'") && !token.endsWith('-src'));
  return sources.filter((source) => isLoopback(/^[a-z][a-z0-9+.-]*:\/\//i.test(source) ? source : `http://${source}`));
}

/** Every reason a built folder must not be uploaded; empty when it may ship. */
export function checkDeploy(dist: string): string[] {
  if (!existsSync(join(dist, 'index.html'))) return [`${dist} holds no built site (no index.html). Build it with \`${DEPLOY_COMMAND}\` first.`];
  const problems: string[] = [];
  if (existsSync(join(dist, LOCAL_PREVIEW_MARKER))) {
    problems.push(`${shownPath(dist, join(dist, LOCAL_PREVIEW_MARKER))}: this build is marked as a local preview (made by npm start or npm test).`);
  }
  for (const file of textFiles(dist).sort()) {
    const text = readFileSync(file, 'utf8');
    const policies = [...text.matchAll(CSP_META), ...text.matchAll(CSP_HEADER)].map((match) => match[1]!);
    const inPolicy = [...new Set(policies.flatMap(loopbackSources))];
    if (inPolicy.length) problems.push(`${shownPath(dist, file)}: the Content-Security-Policy allows ${inPolicy.join(', ')}.`);
    // Libraries carry a bare "http://localhost" as a fallback base address (axios does); a service
    // address compiled into a script would name its port, as the stand-in's always does.
    const script = /\.m?js$/.test(file);
    // The policy is reported above; the rest of the file (page data, scripts) is read on its own.
    const rest = text.replace(CSP_META, '').replace(CSP_HEADER, '');
    const found = [...rest.matchAll(LOOPBACK_URL)].map((match) => match[0]).filter((address) => !script || /:\d+$/.test(address));
    const addresses = [...new Set(found)];
    if (addresses.length) problems.push(`${shownPath(dist, file)}: points at ${addresses.join(', ')}.`);
  }
  return problems;
}

// A stand-in build repeats the same address in every page: the first few say enough.
const SHOWN = 8;

export const refusal = (problems: string[]) =>
  [
    `Not deployable: ${problems.length} problem${problems.length === 1 ? '' : 's'} in the built site.`,
    ...problems.slice(0, SHOWN).map((problem) => `  - ${problem}`),
    ...(problems.length > SHOWN ? [`  - … and ${problems.length - SHOWN} more of the same kind.`] : []),
    `Make the deployable build with \`${DEPLOY_COMMAND}\` in a shell without VITE_EMAILJS_ORIGIN / VITE_CRM_API_HOST pointing at this computer (npm start and npm test build for the local stand-in), then run \`npm run check:deploy\` again before uploading dist/.`,
  ].join('\n');

async function main() {
  const root = resolve(import.meta.dirname, '../../..');
  const dist = resolve(process.argv[2] ?? join(root, 'dist'));
  // The function is packed from the project (netlify.toml), with the picture list the build wrote.
  const problems = [...checkDeploy(dist), ...(await checkPictureList(root))];
  if (problems.length) {
    console.error(refusal(problems));
    process.exit(1);
  }
  console.log(`${dist} is ready to upload: no local stand-in addresses, no local-preview marker; the function's picture list matches public/.`);
}

if (invokedDirectly(import.meta.url)) void main();
