// Generates the Cedar Creek image set. Usage: node scripts/media/build.mjs [group ...]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { services } from './services.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PUB = path.join(ROOT, 'public');
const write = (rel, svg) => {
  const f = path.join(PUB, rel);
  fs.mkdirSync(path.dirname(f), { recursive: true });
  fs.writeFileSync(f, svg);
  return [rel, svg.length];
};
const groups = {
  services: () => Object.entries(services).map(([k, fn]) => write(`images/services/${k}.svg`, fn())),
};
const want = process.argv.slice(2);
for (const [name, fn] of Object.entries(groups)) {
  if (want.length && !want.includes(name)) continue;
  for (const [rel, n] of fn()) console.log(String(n).padStart(7), rel, n > 8192 ? '  <-- over 8KB' : '');
}
