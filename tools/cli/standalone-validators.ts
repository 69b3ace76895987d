import standaloneCode from 'ajv/dist/standalone/index.js';
import schema from '../../site.schema.json' with { type: 'json' };
import { appendErrorsInPlace, createSiteAjv, SITE_SCHEMA_ID } from '../../src/content/disk/site-ajv.ts';

/**
 * The site's validators compiled to code, one export per kind of file, for the studio: the site's
 * Content-Security-Policy forbids `new Function`, so the browser cannot compile the schema itself
 * (decision 016). The code ajv writes loads its helpers with require(); they become imports here.
 */
export function generateValidatorsModule(banner: string): string {
  const ajv = createSiteAjv({ code: { source: true, esm: true } });
  const kinds = Object.keys(schema['x-files']);
  const code = standaloneCode(ajv, Object.fromEntries(kinds.map((kind) => [kind, `${SITE_SCHEMA_ID}#/$defs/${kind}`])));
  const helpers: [RegExp, string][] = [
    [/require\("ajv\/dist\/runtime\/ucs2length"\)\.default/g, 'ucs2length'],
    [/require\("ajv\/dist\/runtime\/equal"\)\.default/g, 'equal'],
    [/require\("ajv-formats\/dist\/formats"\)\.fullFormats/g, 'fullFormats'],
  ];
  let body = appendErrorsInPlace(code.replace(/^"use strict";/, ''));
  for (const [pattern, name] of helpers) body = body.replace(pattern, name);
  const left = body.match(/require\([^)]*\)/);
  if (left) throw new Error(`ajv's generated code needs ${left[0]}, which standalone-validators.ts does not provide yet.`);
  return [
    banner,
    '// @ts-nocheck',
    "import equal from 'fast-deep-equal';",
    "import { fullFormats } from 'ajv-formats/dist/formats.js';",
    "import type { SiteValidate } from '../content/validate/schema-facts.ts';",
    '',
    '/** The length of a text in characters as people count them (a surrogate pair is one). */',
    'function ucs2length(text) { let n = 0; for (const _ of text) n++; return n; }',
    '',
    body,
    '',
    `export const validators: Record<string, SiteValidate> = { ${kinds.join(', ')} };`,
    '',
  ].join('\n');
}
