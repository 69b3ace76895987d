import { randomBytes } from 'node:crypto';
import { MIN_SECRET_LENGTH } from './session-token.ts';

type Env = Record<string, string | undefined>;

/**
 * The secret that signs the API's sessions, from CONTENT_API_SESSION_SECRET. Production (the github
 * backend) must set it: every instance must sign alike, and a restart must not end every session
 * while someone edits. The local backend makes a random one per start when none is set, so a restart
 * there simply asks for the password again.
 */
export function readSessionSecret(env: Env, backend: 'local' | 'github'): string {
  const secret = env.CONTENT_API_SESSION_SECRET;
  const how = 'use at least 32 random characters, e.g. the output of "openssl rand -base64 48"';
  if (secret) {
    if (secret.length < MIN_SECRET_LENGTH) throw new Error(`CONTENT_API_SESSION_SECRET is only ${secret.length} characters long; ${how}.`);
    return secret;
  }
  if (backend === 'github') throw new Error(`The github backend needs CONTENT_API_SESSION_SECRET, which signs the staff's editing sessions; ${how}, and give every instance the same one.`);
  return randomBytes(32).toString('base64url');
}
