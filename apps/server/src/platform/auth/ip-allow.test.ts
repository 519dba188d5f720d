import { describe, expect, it } from 'vitest';
import { ipAllowed, normalizeClientIp } from './ip-allow';

describe('ipAllowed', () => {
  it('allows anyone with an empty list', () => {
    expect(ipAllowed([], '198.51.100.1')).toBe(true);
    expect(ipAllowed([], '2001:db8::1')).toBe(true);
  });

  it('matches exact IPv4 and IPv6 addresses, whatever their spelling', () => {
    expect(ipAllowed(['203.0.113.7'], '203.0.113.7')).toBe(true);
    expect(ipAllowed(['203.0.113.7'], '203.0.113.8')).toBe(false);
    expect(ipAllowed(['203.0.113.7'], '::ffff:203.0.113.7')).toBe(true);
    expect(ipAllowed(['2001:db8::1'], '2001:0DB8:0:0:0:0:0:1')).toBe(true);
    expect(ipAllowed(['2001:db8::1'], '2001:db8::2')).toBe(false);
  });

  it('matches CIDR ranges at their edges', () => {
    expect(ipAllowed(['10.20.0.0/16'], '10.20.255.255')).toBe(true);
    expect(ipAllowed(['10.20.0.0/16'], '10.21.0.0')).toBe(false);
    expect(ipAllowed(['2001:db8:abcd::/48'], '2001:db8:abcd:ffff::1')).toBe(true);
    expect(ipAllowed(['2001:db8:abcd::/48'], '2001:db8:abce::1')).toBe(false);
    expect(ipAllowed(['0.0.0.0/0'], '8.8.8.8')).toBe(true);
  });

  it('does not let an IPv4 rule admit IPv6 clients or the other way round', () => {
    expect(ipAllowed(['0.0.0.0/0'], '2001:db8::1')).toBe(false);
    expect(ipAllowed(['::/0'], '203.0.113.7')).toBe(false);
  });

  it('fails closed on an unreadable client address or entry', () => {
    expect(ipAllowed(['203.0.113.7'], 'not-an-ip')).toBe(false);
    expect(ipAllowed(['lixo'], '203.0.113.7')).toBe(false);
  });

  it('unwraps IPv4-mapped IPv6 client addresses', () => {
    expect(normalizeClientIp('::FFFF:192.0.2.1')).toBe('192.0.2.1');
    expect(normalizeClientIp('2001:DB8::1')).toBe('2001:db8::1');
  });
});
