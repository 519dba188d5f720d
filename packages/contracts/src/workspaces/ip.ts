import { z } from 'zod';

/**
 * Allowed IPs of an API key: exact IPv4/IPv6 addresses and CIDR ranges
 * (`203.0.113.7`, `203.0.113.0/24`, `2001:db8::1`, `2001:db8::/32`). An empty list means any IP.
 */
export const ALLOWED_IPS_MAX = 50;
export const ipEntryMessage =
  'Informe um IP (IPv4 ou IPv6) ou uma faixa CIDR, como 203.0.113.0/24 ou 2001:db8::/32.';

export type IpEntryKind = 'ipv4' | 'ipv6' | 'cidrv4' | 'cidrv6';

const checks: [IpEntryKind, z.ZodType<string>][] = [
  ['ipv4', z.ipv4()],
  ['ipv6', z.ipv6()],
  ['cidrv4', z.cidrv4()],
  ['cidrv6', z.cidrv6()],
];

/** What kind of entry `value` is, or null when it is none of them. */
export function ipEntryKind(value: string): IpEntryKind | null {
  const trimmed = value.trim();
  for (const [kind, schema] of checks) if (schema.safeParse(trimmed).success) return kind;
  return null;
}

/** The spelling stored and shown: trimmed, IPv6 in lower case. */
export function normalizeIpEntry(value: string): string {
  return value.trim().toLowerCase();
}

export const ipEntrySchema = z
  .string({ error: ipEntryMessage })
  .trim()
  .refine((value) => ipEntryKind(value) !== null, ipEntryMessage)
  .transform(normalizeIpEntry);

export const allowedIpsSchema = z
  .array(ipEntrySchema)
  .max(ALLOWED_IPS_MAX, `Informe no máximo ${ALLOWED_IPS_MAX} IPs ou faixas.`)
  .refine((list) => new Set(list).size === list.length, 'Há IPs repetidos na lista.');
