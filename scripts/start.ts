/**
 * `npm start`: builds the site pointing at the local stand-in, then serves it with the stand-in,
 * so every form and the staff login work on this machine. Ctrl+C stops both.
 */
import { execSync } from 'node:child_process';
import { resolve } from 'node:path';
import { DEMO_ACCOUNTS } from './stand-in/demo-accounts.ts';
import { createOutbox } from './stand-in/outbox.ts';
import { startStandIn } from './stand-in/server.ts';
import { serveDist } from './serve.ts';

const root = resolve(import.meta.dirname, '..');
const sitePort = Number(process.env.PORT ?? 4173);
const standInPort = Number(process.env.STAND_IN_PORT ?? 8787);
const standInUrl = `http://127.0.0.1:${standInPort}`;

execSync('npm run build', {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, VITE_EMAILJS_ORIGIN: standInUrl, VITE_CRM_API_HOST: standInUrl },
});

const dataDir = resolve(root, '.local');
const standIn = await startStandIn({
  port: standInPort,
  dataDir,
  allowedOrigins: [`http://localhost:${sitePort}`, `http://127.0.0.1:${sitePort}`],
  log: () => {},
});
const server = await serveDist(resolve(root, 'dist'), sitePort);

console.log(`\nCedar Creek site:  http://localhost:${sitePort}`);
console.log(`Stand-in services: ${standIn.url} (e-mail outbox: ${createOutbox(dataDir).path})`);
console.log(`Staff demo logins: ${DEMO_ACCOUNTS.map((a) => `${a.username} / ${a.password}${a.is_admin ? ' (admin)' : ''}`).join(', ')}`);
console.log('Press Ctrl+C to stop.');

const stop = async () => {
  server.close();
  await standIn.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
