/**
 * Generates src/generated/site-types.ts from site.schema.json, so content types are never hand-written,
 * and src/generated/site-validators.ts, the same schema compiled to code for the studio's checks.
 * `--check` compares instead of writing and exits 1 when a committed file is stale.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { generateValidatorsModule } from './standalone-validators.ts';

const root = resolve(import.meta.dirname, '../..');
const schemaPath = resolve(root, 'site.schema.json');
export const typesPath = resolve(root, 'src/generated/site-types.ts');
export const validatorsPath = resolve(root, 'src/generated/site-validators.ts');

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
  const outputs: [string, string][] = [
    [typesPath, await generateTypes()],
    [validatorsPath, generateValidatorsModule(banner)],
  ];
  const shown = (path: string) => path.slice(root.length + 1);
  if (process.argv.includes('--check')) {
    const stale = outputs.filter(([path, output]) => {
      try {
        return readFileSync(path, 'utf8') !== output;
      } catch {
        return true; // missing counts as stale
      }
    });
    for (const [path] of stale) console.error(`${shown(path)} is stale: run "npm run gen:types" and commit the result.`);
    if (stale.length) process.exit(1);
    console.log('Generated content types and validators are up to date.');
    return;
  }
  for (const [path, output] of outputs) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, output);
    console.log(`Wrote ${shown(path)}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
