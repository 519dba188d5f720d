import pg from 'pg';
import pino from 'pino';
import { describe, expect, inject, it } from 'vitest';
import { preferUnixSocket } from './embedded';

const log = pino({ level: 'silent' });

describe('the embedded database over its Unix socket', () => {
  it('the test run’s embedded database is reached through the socket, and answers there', async () => {
    const url = inject('databaseUrl');
    expect(url).toMatch(/\?host=%2F/);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      // No client address: the connection came through a Unix socket, not TCP.
      const { rows } = await client.query<{ addr: string | null }>(
        'select inet_client_addr() as addr',
      );
      expect(rows[0]!.addr).toBeNull();
    } finally {
      await client.end();
    }
  });

  it('keeps loopback TCP when the socket directory is unusable or not a path', async () => {
    const tcp = inject('databaseUrl');
    const port = Number(new URL(tcp.replace(/\?.*$/, '')).port);
    expect(await preferUnixSocket(tcp, port, '/nonexistent-orbita-socket-dir', log)).toBe(tcp);
    expect(await preferUnixSocket(tcp, port, '', log)).toBe(tcp);
    expect(await preferUnixSocket(tcp, port, '@abstract', log)).toBe(tcp);
  });
});
