import { describe, expect, it } from 'vitest';
import { isPublicAddress, PrivateAddressError, resolveChecked } from './guard';

describe('SSRF guard: which addresses a webhook may reach', () => {
  it('refuses loopback, private, link-local (metadata), CGNAT, unique-local, multicast and wrappers', () => {
    for (const address of [
      '127.0.0.1',
      '127.1.2.3',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254', // AWS/GCP/Azure metadata
      '100.100.100.200', // Alibaba metadata (CGNAT range)
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fd00:ec2::254', // AWS metadata over IPv6 (unique-local)
      '::ffff:127.0.0.1', // IPv4-mapped loopback
      '::ffff:10.0.0.1',
      '64:ff9b::7f00:1', // NAT64 of 127.0.0.1
      '2002:7f00:1::', // 6to4 of 127.0.0.1
      'ff02::1',
      'not an address',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it('lets public unicast addresses through', () => {
    for (const address of ['8.8.8.8', '93.184.216.34', '2606:4700:4700::1111', '::ffff:8.8.8.8'])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it('checks IP literals without DNS, brackets included', async () => {
    for (const url of [
      'http://127.0.0.1:8080/x',
      'http://[::1]/',
      'http://0x7f.1/',
      'http://10.1.2.3/',
    ])
      await expect(resolveChecked(new URL(url), { allowPrivate: false }), url).rejects.toThrow(
        PrivateAddressError,
      );
    await expect(
      resolveChecked(new URL('http://[2606:4700:4700::1111]/'), { allowPrivate: false }),
    ).resolves.toEqual({ address: '2606:4700:4700::1111', family: 6 });
  });

  it('checks EVERY resolved address: one private answer among public ones refuses the name', async () => {
    const resolve = async () => [
      { address: '93.184.216.34', family: 4 as const },
      { address: '10.0.0.5', family: 4 as const },
    ];
    await expect(
      resolveChecked(new URL('https://mixed.example/'), { allowPrivate: false, resolve }),
    ).rejects.toMatchObject({ name: 'PrivateAddressError', address: '10.0.0.5' });
  });

  it('refuses a name that resolves to loopback (localhost, system DNS)', async () => {
    await expect(
      resolveChecked(new URL('http://localhost:9/'), { allowPrivate: false }),
    ).rejects.toThrow(PrivateAddressError);
  });

  it('with the operator switch, private addresses pass (and are still the pinned one)', async () => {
    await expect(
      resolveChecked(new URL('http://127.0.0.1:9/'), { allowPrivate: true }),
    ).resolves.toEqual({ address: '127.0.0.1', family: 4 });
  });
});
