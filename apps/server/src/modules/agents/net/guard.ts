import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The SSRF guard of agents' webhooks: a URL an Admin typed must not reach this server's own
 * network (loopback, private and unique-local ranges, link-local with the clouds' metadata
 * address 169.254.169.254, CGNAT, multicast, NAT64/6to4 wrappers of those…).
 *
 * An allow-list, not a deny-list: only addresses ipaddr.js classes as plain `unicast` pass
 * (IPv4-mapped IPv6 is unwrapped first), so a range nobody thought of is refused. EVERY
 * address the name resolves to is checked — one private answer among public ones refuses the
 * call — and the caller connects to the checked address itself (net/http.ts pins it), so a
 * second DNS answer cannot swap in a private one between the check and the connection.
 */
export class PrivateAddressError extends Error {
  constructor(
    readonly host: string,
    readonly address: string,
  ) {
    super(`private address refused: ${host} → ${address}`);
    this.name = 'PrivateAddressError';
  }
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/**
 * How names are resolved. Tests pass their own to answer a chosen set of addresses, and an
 * `isPublic` that lets one loopback address (127.0.0.2) play "the internet".
 */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) => {
  const found = await dnsLookup(hostname, { all: true, verbatim: true });
  return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

/** True only for a public unicast address (see the header). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** The URL's host without IPv6 brackets (`[::1]` → `::1`). */
export function bareHost(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/**
 * Resolves the URL's host and returns the address to connect to. With `allowPrivate` (the
 * operator's AGENTS_ALLOW_PRIVATE_URLS) nothing is refused but the address is still pinned.
 */
export async function resolveChecked(
  url: URL,
  options: { allowPrivate: boolean; resolve?: Resolver; isPublic?: (address: string) => boolean },
): Promise<ResolvedAddress> {
  const host = bareHost(url);
  const literal = isIP(host);
  const addresses: ResolvedAddress[] = literal
    ? [{ address: host, family: literal === 6 ? 6 : 4 }]
    : await (options.resolve ?? systemResolver)(host);
  const first = addresses[0];
  if (!first) throw new Error(`no address for ${host}`);
  if (!options.allowPrivate) {
    const isPublic = options.isPublic ?? isPublicAddress;
    const refused = addresses.find((a) => !isPublic(a.address));
    if (refused) throw new PrivateAddressError(host, refused.address);
  }
  return first;
}
