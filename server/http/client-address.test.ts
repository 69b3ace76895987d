import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createClientAddress, proxyList, UNKNOWN_CLIENT } from './client-address.ts';

/** The address `createClientAddress` names, for a request from `socket` (none: run through app.fetch alone) with these headers. */
async function addressOf(trusted: string[], socket: string | undefined, headers: Record<string, string> = {}) {
  const clientAddress = createClientAddress(trusted);
  const app = new Hono();
  app.get('/', (c) => c.text(clientAddress(c)));
  const env = socket === undefined ? undefined : { incoming: { socket: { remoteAddress: socket } } };
  return (await app.fetch(new Request('http://api.example/', { headers }), env)).text();
}

describe('createClientAddress', () => {
  it('takes the socket\'s address, ignoring X-Forwarded-For from a client that is not a trusted proxy', async () => {
    expect(await addressOf([], '203.0.113.5', { 'X-Forwarded-For': '198.51.100.1' })).toBe('203.0.113.5');
    expect(await addressOf(['10.0.0.5'], '203.0.113.5', { 'X-Forwarded-For': '198.51.100.1' })).toBe('203.0.113.5');
    // IPv4 through an IPv6 socket is one address, however it arrives.
    expect(await addressOf([], '::ffff:203.0.113.5')).toBe('203.0.113.5');
  });

  it('counts an IPv6 client by its /64, the block one home or office is given', async () => {
    expect(await addressOf([], '2001:db8:aa:bb:1:2:3:4')).toBe('2001:db8:aa:bb::/64');
    expect(await addressOf([], '2001:db8:aa:bb::99')).toBe('2001:db8:aa:bb::/64');
    expect(await addressOf([], '2001:0db8::1')).toBe('2001:db8:0:0::/64');
    expect(await addressOf([], '::1')).toBe('0:0:0:0::/64');
  });

  it('behind trusted proxies, takes the right-most X-Forwarded-For entry that is not one of them', async () => {
    const trusted = ['10.0.0.0/8', '2001:db8::1'];
    expect(await addressOf(trusted, '10.0.0.5', { 'X-Forwarded-For': '198.51.100.1, 203.0.113.5' })).toBe('203.0.113.5');
    expect(await addressOf(trusted, '10.0.0.5', { 'X-Forwarded-For': '198.51.100.1, 203.0.113.5, 10.1.2.3' })).toBe('203.0.113.5');
    expect(await addressOf(trusted, '2001:db8::1', { 'X-Forwarded-For': '2001:DB8:0:5::7' })).toBe('2001:db8:0:5::/64');
    // Proxies that add the client's port, or brackets, are read as they write.
    expect(await addressOf(trusted, '10.0.0.5', { 'X-Forwarded-For': '198.51.100.1, 203.0.113.5:51234' })).toBe('203.0.113.5');
    expect(await addressOf(trusted, '10.0.0.5', { 'X-Forwarded-For': '198.51.100.1, [2001:db8:0:5::7]:443' })).toBe('2001:db8:0:5::/64');
    // An entry that cannot be read stops the walk: what stands left of it may be the client's own
    // words (a new made-up address per request would pass the limit), so the proxy is the key.
    for (const header of ['198.51.100.1, made-up', '198.51.100.1, unknown, 10.1.2.3', '1.2.3.4, 203.0.113.5:x']) {
      expect(await addressOf(trusted, '10.0.0.5', { 'X-Forwarded-For': header })).toBe(header.endsWith('10.1.2.3') ? '10.1.2.3' : '10.0.0.5');
    }
    // Nothing but proxies, or no header: the proxy itself.
    expect(await addressOf(trusted, '10.0.0.5', { 'X-Forwarded-For': '10.0.0.6' })).toBe('10.0.0.5');
    expect(await addressOf(trusted, '10.0.0.5')).toBe('10.0.0.5');
  });

  it('with no socket (app.fetch, serverless), believes X-Forwarded-For only when proxies are configured, else counts one client', async () => {
    expect(await addressOf(['10.0.0.0/8'], undefined, { 'X-Forwarded-For': '198.51.100.1, 203.0.113.5' })).toBe('203.0.113.5');
    expect(await addressOf([], undefined, { 'X-Forwarded-For': '203.0.113.5' })).toBe(UNKNOWN_CLIENT);
    expect(await addressOf([], undefined)).toBe(UNKNOWN_CLIENT);
  });

  it('stops the start on a trusted proxy that is not an address or a range, naming the setting', () => {
    for (const bad of ['proxy.example', '10.0.0.0/33', '10.0.0.1/8/1', '10.0.0.0/x', '::1/129']) {
      expect(() => proxyList([bad])).toThrow(`CONTENT_API_TRUSTED_PROXIES has "${bad}"`);
    }
    expect(() => proxyList(['10.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8'])).not.toThrow();
  });
});
