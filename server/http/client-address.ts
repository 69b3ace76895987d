import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';

/** How a server names the client of a request, for limits counted per address. */
export type ClientAddress = (c: Context) => string;

/** What requests share when no address can be told (a serverless run with no trusted proxy configured). */
export const UNKNOWN_CLIENT = 'unknown';

/**
 * The address a request came from. The socket's, unless the socket is one of the `trustedProxies`
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
    const socket = normalise((c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress);
    if (socket && !isTrusted(socket)) return socket;
    if (!socket && trustedProxies.length === 0) return UNKNOWN_CLIENT;
    const hops = (c.req.header('x-forwarded-for') ?? '').split(',').map((entry) => normalise(entry.trim())).filter((entry): entry is string => !!entry);
    for (let i = hops.length - 1; i >= 0; i--) if (!isTrusted(hops[i]!)) return hops[i]!;
    return socket ?? hops[0] ?? UNKNOWN_CLIENT;
  };
}

/** An IP address as one key: IPv4 seen through an IPv6 socket ("::ffff:10.0.0.1") is the IPv4 one; anything else is dropped. */
function normalise(address: string | undefined): string | undefined {
  if (!address) return undefined;
  const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
  return isIP(plain) ? plain.toLowerCase() : undefined;
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
