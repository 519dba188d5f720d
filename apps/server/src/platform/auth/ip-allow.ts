import { BlockList, isIP } from 'node:net';
import { ipEntryKind } from '@orbita/contracts';

/** `::ffff:203.0.113.7` (an IPv4 client on a dual-stack socket) is the IPv4 address it wraps. */
export function normalizeClientIp(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  return mapped ? mapped[1]! : ip.toLowerCase();
}

/**
 * True when `ip` is allowed by the list: exact IPv4/IPv6 addresses and CIDR ranges; an
 * empty list allows any address. Unreadable entries allow nothing (they never pass
 * validation, so one here is a bug, and failing closed is the safe side).
 */
export function ipAllowed(allowed: readonly string[], ip: string): boolean {
  if (allowed.length === 0) return true;
  const client = normalizeClientIp(ip);
  const family = isIP(client) === 4 ? 'ipv4' : isIP(client) === 6 ? 'ipv6' : null;
  if (!family) return false;
  // Only rules of the client's family count: node's BlockList would let `::/0` admit every
  // IPv4 client through the mapped range, which is not what the person wrote.
  const list = new BlockList();
  for (const entry of allowed) {
    const kind = ipEntryKind(entry);
    if (kind === 'ipv4' || kind === 'ipv6') {
      const address = normalizeClientIp(entry);
      if ((isIP(address) === 4 ? 'ipv4' : 'ipv6') === family) list.addAddress(address, family);
    } else if (
      (kind === 'cidrv4' && family === 'ipv4') ||
      (kind === 'cidrv6' && family === 'ipv6')
    ) {
      const [network, prefix] = entry.split('/');
      list.addSubnet(network!, Number(prefix), family);
    }
  }
  return list.check(client, family);
}
