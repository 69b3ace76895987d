// Starts the content API alone (see docs/decisions/015-content-api.md).
// Usage: npm run content-api (from source), or node dist-server/content-api.mjs once compiled by
// npm run build:content-api (production: content-api.Dockerfile, decision 018).
// Env: CONTENT_API_PORT, CONTENT_API_HOST, CONTENT_API_BACKEND, CONTENT_API_ORIGINS, CONTENT_API_ROOT,
// CONTENT_API_AUDIT_LOG, CONTENT_API_SESSION_SECRET (required with the github backend),
// CONTENT_API_TRUSTED_PROXIES, CONTENT_API_STAFF_CHECK and CONTENT_API_WHOAMI_URL (the optional whoami
// mode), and VITE_CRM_API_HOST, which points the password check at the same CRM as the site's login.
// The github backend also reads
// CONTENT_API_GITHUB_APP_ID, _INSTALLATION_ID, _PRIVATE_KEY or _PRIVATE_KEY_FILE, and optionally
// _REPOSITORY, _BASE_BRANCH, _BRANCH_PREFIX and _API_URL (docs/decisions/015-content-api.md).
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readContentApiConfig } from './config.ts';
import { findProjectRoot } from './project-root.ts';
import { startConfiguredContentApi } from './start-content-api.ts';
import { closeOnSignal } from '../http/serve-on-node.ts';

async function main(): Promise<void> {
  const here = dirname(fileURLToPath(import.meta.url));
  const config = readContentApiConfig(process.env, findProjectRoot(here) ?? here);
  const api = await startConfiguredContentApi(config, (line) => console.log(line));
  console.log(`Content API (${config.backend} backend) listening on ${api.url}`);
  console.log(`  Content:     ${config.root}/site`);
  console.log(`  Staff:       passwords confirmed at ${config.crmLoginUrl}${config.whoamiUrl ? `; CRM tokens also checked at ${config.whoamiUrl}` : ''}`);
  if (config.trustedProxies.length) console.log(`  Proxies:     ${config.trustedProxies.join(', ')} (their X-Forwarded-For names the client)`);
  console.log(`  Origins:     ${config.allowedOrigins.join(', ')}`);
  if (config.backend === 'local') console.log(`  Audit log:   ${config.auditLog}`);
  if (config.github) {
    const { owner, name, baseBranch, branchPrefix, apiUrl } = config.github;
    console.log(`  Repository:  ${owner}/${name}, changes proposed against ${baseBranch} on branches ${branchPrefix}… (${apiUrl})`);
  }

  closeOnSignal(api, 'the content API');
}

main().catch((error: unknown) => {
  console.error(`Content API did not start: ${(error as Error)?.message ?? error}`);
  process.exitCode = 1;
});
