import { readFileSync } from 'node:fs';
import { isLoopback } from '../../../../src/content/loopback.ts';

type Env = Record<string, string | undefined>;

/** Where changes go: not secret, so they live in site/site.json, with environment overrides. */
export type GithubRepository = {
  /** The REST API's address, e.g. https://api.github.com (a test points it at the stand-in). */
  apiUrl: string;
  owner: string;
  name: string;
  baseBranch: string;
  branchPrefix: string;
};

/** The GitHub App the server acts as: secrets, so only ever from the environment. */
export type GithubApp = { appId: string; installationId: string; privateKey: string };

const BRANCH = /^[A-Za-z0-9._/-]+$/;

/** The repository settings of the github backend; a missing or malformed one stops the start with the setting to fix. */
export function readGithubRepository(env: Env, fromSite: { repository?: string; baseBranch?: string; branchPrefix?: string } | undefined): GithubRepository {
  const repository = env.CONTENT_API_GITHUB_REPOSITORY || fromSite?.repository || '';
  const [owner, name, ...extra] = repository.split('/');
  if (!owner || !name || extra.length > 0) {
    throw new Error(`The github backend needs the repository as owner/name (found "${repository}"); set "integrations.contentApi.github.repository" in site/site.json or CONTENT_API_GITHUB_REPOSITORY.`);
  }
  const baseBranch = env.CONTENT_API_GITHUB_BASE_BRANCH || fromSite?.baseBranch || 'main';
  const branchPrefix = env.CONTENT_API_GITHUB_BRANCH_PREFIX || fromSite?.branchPrefix || 'content/';
  for (const [setting, value] of [['CONTENT_API_GITHUB_BASE_BRANCH', baseBranch], ['CONTENT_API_GITHUB_BRANCH_PREFIX', branchPrefix]] as const) {
    if (!BRANCH.test(value) || value.includes('..')) throw new Error(`${setting} is "${value}"; use letters, digits, ".", "_", "-" and "/" only.`);
  }
  const apiUrl = (env.CONTENT_API_GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, '');
  const parsed = URL.canParse(apiUrl) ? new URL(apiUrl) : undefined;
  // The installation token travels with every call: never in the clear beyond this machine.
  if (!parsed || (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && isLoopback(apiUrl)))) {
    throw new Error(`CONTENT_API_GITHUB_API_URL is "${apiUrl}"; use an https:// address (http:// only on this machine, for the tests).`);
  }
  return { apiUrl, owner, name, baseBranch, branchPrefix };
}

/**
 * The app's id, installation id and private key. The key comes from CONTENT_API_GITHUB_PRIVATE_KEY
 * (the PEM text; "\n" written as two characters is accepted, as .env files often store it) or from
 * the file CONTENT_API_GITHUB_PRIVATE_KEY_FILE. Messages name the variable, never its value.
 */
export function readGithubApp(env: Env): GithubApp {
  const appId = env.CONTENT_API_GITHUB_APP_ID ?? '';
  const installationId = env.CONTENT_API_GITHUB_INSTALLATION_ID ?? '';
  if (!/^\d+$/.test(appId)) throw new Error('CONTENT_API_GITHUB_APP_ID must be the GitHub App\'s numeric id (its settings page shows "App ID").');
  if (!/^\d+$/.test(installationId)) throw new Error('CONTENT_API_GITHUB_INSTALLATION_ID must be the numeric id of the app\'s installation on the repository (the number at the end of the installation\'s settings address).');
  let privateKey = env.CONTENT_API_GITHUB_PRIVATE_KEY ?? '';
  const keyFile = env.CONTENT_API_GITHUB_PRIVATE_KEY_FILE;
  if (!privateKey && keyFile) {
    try {
      privateKey = readFileSync(keyFile, 'utf8');
    } catch (error) {
      throw new Error(`Cannot read CONTENT_API_GITHUB_PRIVATE_KEY_FILE (${keyFile}): ${(error as NodeJS.ErrnoException).code ?? 'unreadable'}.`);
    }
  }
  if (!privateKey) throw new Error('The github backend needs the GitHub App\'s private key: set CONTENT_API_GITHUB_PRIVATE_KEY_FILE to the .pem file GitHub gave, or CONTENT_API_GITHUB_PRIVATE_KEY to its text.');
  return { appId, installationId, privateKey: privateKey.replace(/\\n/g, '\n') };
}
