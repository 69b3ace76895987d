import { join } from 'node:path';
import type { Backend } from './backend.ts';
import type { PictureList } from '../../src/content/picture-list.ts';
import type { ContentApiConfig } from './config.ts';
import { createGithubApi } from './backends/github/github-api.ts';
import { createInstallationTokens } from './backends/github/github-app-token.ts';
import { createGithubBackend } from './backends/github/github-backend.ts';
import { readGithubApp } from './backends/github/github-settings.ts';
import { startLocalBackend } from './backends/local/local-backend.ts';
import { startContentApi, type ContentApi } from './content-api-server.ts';
import { readSessionSecret } from './session-secret.ts';
import { createStaffAccess } from './staff-access.ts';
import { createDiskCountStore } from './sign-in-limit/disk-count-store.ts';
import type { LiveBuild } from './live-build/site-updates.ts';
import { visitCountsFrom } from './visit-counts/visit-counts.ts';

type Env = Record<string, string | undefined>;

/**
 * Starts the content API as configured: the one place that turns settings into a running server.
 * The GitHub App's secrets and the session secret are read here from `env`, never kept in the config
 * object, which gets printed.
 */
export async function startConfiguredContentApi(
  config: ContentApiConfig,
  log?: (line: string) => void,
  env: Env = process.env,
  /**
   * `liveBuild`: rebuild the site after each save (npm start passes one; local backend only).
   * `backend`: one already made, for two APIs on one folder (the cross-engine suite's): a folder has
   * one writer, whose queue, journal of unfinished saves and pruning of kept versions it owns alone.
   */
  extra: { liveBuild?: LiveBuild & { close?(): void }; backend?: Backend } = {},
): Promise<ContentApi> {
  // Production publishes through review and its own deploy: a save there never runs a build on the API's server.
  if (extra.liveBuild && config.backend !== 'local') throw new Error('The live build rebuilds this machine\'s site/ after each save: it needs the local backend.');
  const backend = extra.backend ?? (await createBackend(config, env, log ?? ((line) => console.error(line))));
  return startContentApi({
    port: config.port,
    host: config.host,
    backend,
    staff: createStaffAccess({
      secret: readSessionSecret(env, config.backend),
      crmLoginUrl: config.crmLoginUrl,
      ...(config.whoamiUrl ? { whoamiUrl: config.whoamiUrl } : {}),
      trustedProxies: config.trustedProxies,
      signInCounts: createDiskCountStore(config.signInCounts),
      ...(log ? { log } : {}),
    }),
    allowedOrigins: config.allowedOrigins,
    visitCounts: visitCountsFrom(config.visitCounts, env, log),
    ...(extra.liveBuild ? { liveBuild: extra.liveBuild } : {}),
    log,
  });
}

/**
 * The backend the settings name (the Netlify function builds its app from this too: server/netlify/).
 * `pictureList`: what is under public/, for a server that does not carry the folder (the function).
 */
export async function createBackend(config: ContentApiConfig, env: Env, log: (line: string) => void, pictureList?: PictureList): Promise<Backend> {
  if (config.backend === 'github') {
    const repository = config.github!;
    // The key is parsed here, so a bad one stops the start with a sentence instead of failing a save.
    const tokens = createInstallationTokens(repository.apiUrl, readGithubApp(env), { log });
    return createGithubBackend({ repository, api: createGithubApi(repository.apiUrl, tokens, log), pictures: pictureList ? { list: pictureList } : { publicDir: join(config.root, 'public') }, log });
  }
  // Saves a stop interrupted are finished, and their leftovers removed, before the first request.
  return startLocalBackend({ root: config.root, auditLog: config.auditLog, log });
}
