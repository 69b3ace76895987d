import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';

/** How a server names the client of a request, for limits counted per address. */
export type ClientAddress = (c: Context) => string;

/** What requests share when no address can be told (a serverless run with no trusted proxy configured). */
export const UNKNOWN_CLIENT = 'unknown';

/**
 * The address a request came from, as the key its limits are counted under (IPv6 by its /64). The
 * socket's, unless the socket is one of the `trustedProxies`
 * (addresses or CIDR ranges, e.g. "10.0.0.0/8"): then the right-most X-Forwarded-For entry that is
 * not a trusted proxy, because every entry left of the first untrusted one could have been written
 * by the client itself. Run through `app.fetch` with no socket (serverless), the platform in front
 * is the only hop, so the X-Forwarded-For rule applies when proxies are configured, and otherwise
 * every such request counts as one client.
 */
export function createClientAddress(trustedProxies: string[]): ClientAddress {
  const trusted = proxyList(trustedProxies);
  const isTrusted = (address: string) => trustedProxies.length > 0 && trusted.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
  return (c) => {
    const socket = normalise(socketAddress(c));
    if (socket && !isTrusted(socket)) return key(socket);
    if (!socket && trustedProxies.length === 0) return UNKNOWN_CLIENT;
    // From the right, each entry was written by the hop after it; the first that is not a trusted
    // proxy is the client. An entry that cannot be read stops the walk there: everything left of it
    // may be the client's own words, so the requests are counted against the last proxy instead.
    let last = socket;
    const hops = (c.req.header('x-forwarded-for') ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
    for (let i = hops.length - 1; i >= 0; i--) {
      const hop = normalise(hops[i]);
      if (!hop) return last ? key(last) : UNKNOWN_CLIENT;
      if (!isTrusted(hop)) return key(hop);
      last = hop;
    }
    // Nothing but proxies, or no header: the proxy that reached this server.
    const proxy = socket ?? last;
    return proxy ? key(proxy) : UNKNOWN_CLIENT;
  };
}

/**
 * The address of the hop that reached this server: Node's socket, or, on Netlify, the client address
 * its edge hands the function (`context.ip`, where hono/netlify's getConnInfo reads it), which the
 * platform writes itself and so is believed like a socket's.
 */
function socketAddress(c: Context): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } }; context?: { ip?: string } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? env?.context?.ip;
}

/**
 * An IP address as it arrives in a socket or X-Forwarded-For ("203.0.113.5", "203.0.113.5:51234",
 * "[2001:db8::1]:443", "::ffff:10.0.0.1"), as one plain address; undefined for anything else.
 */
function normalise(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  let address = raw;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  if (address.startsWith('::ffff:') && isIP(address.slice(7)) === 4) address = address.slice(7);
  return isIP(address) ? address.toLowerCase() : undefined;
}

/**
 * The key a client's requests are counted under: an IPv4 address as it is, an IPv6 one by its /64,
 * the block one home or office is given, so a client cannot pass the limit by changing the last half.
 */
function key(address: string): string {
  if (isIP(address) !== 6 || address.includes('.')) return address;
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/** The trusted proxies as a BlockList; a value that is not an address or a range stops the start. */
export function proxyList(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address ?? '');
    const prefix = Number(bits);
    const validPrefix = bits === undefined || (/^\d+$/.test(bits) && prefix <= (family === 6 ? 128 : 32));
    if (!family || extra !== undefined || !validPrefix) {
      throw new Error(`CONTENT_API_TRUSTED_PROXIES has "${entry}", which is not an address or a range; use addresses or ranges separated by commas, e.g. 10.0.0.5,10.1.0.0/16.`);
    }
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address!, type);
    else list.addSubnet(address!, prefix, type);
  }
  return list;
}
