/** Accepts every prefix of a dotted IPv4 address: up to four octets 0–255, no leading zeros. */
export function isIpv4Prefix(value: string): boolean {
  if (!/^(\d{1,3}(\.\d{0,3}){0,3})?$/.test(value)) return false;
  return value
    .split('.')
    .every(
      (octet) =>
        octet === '' || (Number(octet) <= 255 && !(octet.length > 1 && octet.startsWith('0'))),
    );
}

/** Starts the next octet by itself when the current one cannot take another digit. */
export function ipv4PrepareChar(ch: string, current: string): string {
  if (ch === ',') return '.';
  if (!/^\d$/.test(ch)) return ch;
  const octets = current.split('.');
  const last = octets[octets.length - 1] ?? '';
  const grown = last + ch;
  const full = last === '0' || grown.length > 3 || Number(grown) > 255;
  return octets.length < 4 && last !== '' && full ? `.${ch}` : ch;
}
