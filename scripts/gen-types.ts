/**
 * Generates src/generated/site-types.ts from site.schema.json, so content types are never hand-written.
 * `--check` compares instead of writing and exits 1 when the committed file is stale.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { compile, type JSONSchema } from 'json-schema-to-typescript';

const root = resolve(import.meta.dirname, '..');
const schemaPath = resolve(root, 'site.schema.json');
export const typesPath = resolve(root, 'src/generated/site-types.ts');

const banner = `/* eslint-disable */
/**
 * GENERATED FILE — DO NOT MODIFY BY HAND.
 * Made from site.schema.json by \`npm run gen:types\`; a test fails when it is stale.
 */`;

type Json = { [key: string]: unknown };

// Titles are for editors and messages; json-schema-to-typescript would turn each one into a type name.
function stripTitles(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(stripTitles);
  if (!node || typeof node !== 'object') return node;
  // A $ref with annotations beside it would become a new, numbered copy of the referenced type.
  if ('$ref' in node) return { $ref: (node as Json).$ref };
  const out: Json = {};
  for (const [key, value] of Object.entries(node as Json)) {
    if (key === 'title' || key.startsWith('x-')) continue;
    // Under "properties" the keys are property names (a property may be called "title").
    out[key] = key === 'properties' ? mapValues(value as Json, stripTitles) : stripTitles(value);
  }
  return out;
}

const mapValues = (obj: Json, fn: (v: unknown) => unknown): Json =>
  Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, fn(v)]));

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

export async function generateTypes(): Promise<string> {
  const schema = JSON.parse(readFileSync(schemaPath, 'utf8')) as Json;
  const defs: Json = {};
  for (const [name, def] of Object.entries(schema.$defs as Json)) {
    defs[name] = { ...(stripTitles(def) as Json), title: pascal(name) };
  }
  const forTypes = { title: 'SiteSchema', type: 'object', additionalProperties: false, properties: {}, $defs: defs };
  return compile(forTypes as JSONSchema, 'SiteSchema', {
    bannerComment: banner,
    unreachableDefinitions: true,
    additionalProperties: false,
    strictIndexSignatures: true,
    format: true,
    style: { singleQuote: true, printWidth: 110 },
  });
}

async function main() {
  const output = await generateTypes();
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(typesPath, 'utf8');
    } catch {
      /* missing counts as stale */
    }
    if (current !== output) {
      console.error('src/generated/site-types.ts is stale: run "npm run gen:types" and commit the result.');
      process.exit(1);
    }
    console.log('Generated content types are up to date.');
    return;
  }
  mkdirSync(dirname(typesPath), { recursive: true });
  writeFileSync(typesPath, output);
  console.log('Wrote src/generated/site-types.ts');
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
