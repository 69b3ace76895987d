// The content API as a Netlify Function (netlify.toml names this folder; every file here is a
// function, so the code and its tests live one level up, in server/netlify/).
// Settings: Netlify's environment variables (docs/decisions/025-production-host.md) and
// site/site.json, shipped beside the function by netlify.toml's included_files.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createNetlifyContentApi } from '../content-api-handler.ts';
import { findProjectRoot } from '../../content-api/project-root.ts';

// Found by walking up from this file, as the compiled server does (decision 018): from source, and
// in the function's bundle, where included_files keep their paths from the repository's root.
const here = dirname(fileURLToPath(import.meta.url));

export default createNetlifyContentApi(process.env, findProjectRoot(here) ?? here);

// Read by Netlify without running the file, so it must be written out: CONTENT_API_BASE_PATH.
export const config = { path: ['/api/content', '/api/content/*'] };
