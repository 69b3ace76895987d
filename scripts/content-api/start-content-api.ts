import type { Backend } from './backend.ts';
import type { ContentApiConfig } from './config.ts';
import { createLocalBackend } from './local-backend.ts';
import { startContentApi, type ContentApi } from './server.ts';
import { createStaffCheck } from './staff-check.ts';

/** Starts the content API as configured: the one place that turns settings into a running server. */
export async function startConfiguredContentApi(config: ContentApiConfig, log?: (line: string) => void): Promise<ContentApi> {
  return startContentApi({
    port: config.port,
    host: config.host,
    backend: createBackend(config),
    checkStaff: createStaffCheck(config.whoamiUrl),
    allowedOrigins: config.allowedOrigins,
    log,
  });
}

function createBackend(config: ContentApiConfig): Backend {
  if (config.backend === 'github') {
    // The seam is the Backend interface (backend.ts); the GitHub backend itself is still to be built.
    throw new Error('The "github" backend is not built yet (issue #13). Set CONTENT_API_BACKEND=local, or "backend": "local" in site/site.json.');
  }
  return createLocalBackend({ root: config.root, auditLog: config.auditLog });
}
