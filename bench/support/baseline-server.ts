import Fastify from 'fastify';
import pg from 'pg';

/**
 * The yardstick every API figure is divided by: the least a Fastify + PostgreSQL request
 * can cost on this machine (one primary-key select, JSON out). Runs in its own process.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
await pool.query(
  'create table if not exists bench_baseline (id int primary key, name text not null)',
);
await pool.query(`insert into bench_baseline values (1, 'Orbita') on conflict do nothing`);

const app = Fastify({ logger: false });
app.get('/ready', async () => ({ ok: true }));
app.get('/row', async () => {
  const { rows } = await pool.query('select id, name from bench_baseline where id = $1', [1]);
  return rows[0];
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0)),
);
