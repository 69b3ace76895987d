import { isIPv4 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { MiddlewareHandler } from 'hono';
import { textAnswer } from '../http/answers.ts';

export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return (isIPv4(v4) && v4.startsWith('127.')) || address === '::1';
}

/**
 * True when the Host header names this machine. A page on another site that rebinds its DNS
 * name to 127.0.0.1 still sends its own name here, so this keeps control routes out of reach.
 */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0];
  return name === 'localhost' || name === '[::1]' || isLoopbackAddress(name);
}

/** The gate of the control routes: callers on this machine only, and no CORS headers at all. */
export const loopbackGate: MiddlewareHandler = async (c, next) => {
  if (!isLoopbackAddress(getConnInfo(c).remote.address) || !isLoopbackHost(c.req.header('host'))) {
    return textAnswer(c, 403, 'Control routes answer loopback callers only.');
  }
  await next();
};
