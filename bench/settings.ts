import { menuEntryPaths, SHORTCUTS_MAX } from '@orbita/contracts/settings';
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { createMember, tokenFor } from '../apps/server/src/test/kit/fast-people';
import { startInProcessApp } from './support/in-process-app';
import { startBenchDatabase } from './support/servers';
import { runAlone, timingOf, timingRows, type Timing } from './support/stats';

/**
 * The person's side menu (`GET /api/app/me/menu`, read by the shell on every screen) and its
 * save (`PUT /api/app/me/menu`, with the version: the optimistic-concurrency path the settings
 * screen takes), with a full menu: every entry ordered, a third hidden, 50 shortcuts (the
 * maximum). Then the settings read and save. One request at a time over the loopback.
 *
 * Alone: `npx tsx bench/settings.ts` (embedded PostgreSQL in a temporary directory).
 */
export type SettingsTiming = Timing;

const timing = timingOf;

const fullMenu = (seq: number) => ({
  order: [...menuEntryPaths].reverse(),
  hidden: menuEntryPaths.filter((_, i) => i % 3 === seq % 3),
  shortcuts: Array.from({ length: SHORTCUTS_MAX }, (_, i) =>
    i % 2
      ? { id: randomUUID(), kind: 'internal', name: `Tela ${i}`, icon: 'star', url: '/flow/listas' }
      : {
          id: randomUUID(),
          kind: 'external',
          name: `Site ${i} de ${seq}`,
          icon: 'public',
          url: `https://example.com/${seq}/${i}`,
        },
  ),
});

export async function runSettingsBench(
  options: { databaseUrl?: string; samples?: number } = {},
): Promise<SettingsTiming[]> {
  const samples = options.samples ?? Number(process.env.BENCH_SETTINGS_SAMPLES ?? 300);
  const owned = options.databaseUrl ? null : await startBenchDatabase();
  const server = await startInProcessApp(options.databaseUrl ?? owned!.url);
  try {
    const base = await server.listen();
    const { user } = await createMember(server.database, 'owner', 'Bench Menu', {
      workspaceName: 'Bench menu',
      emailLabel: 'menu',
    });
    const token = await tokenFor(server.app, server.database, user.id);
    const send = async (method: 'GET' | 'PUT', path: string, body?: unknown) => {
      const started = performance.now();
      const res = await fetch(`${base}/api/app/me${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const json = (await res.json()) as { version: number };
      const ms = performance.now() - started;
      if (res.status !== 200)
        throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
      return { ms, version: json.version };
    };
    const timed = async (name: string, step: (i: number) => Promise<{ ms: number }>) => {
      for (let i = 0; i < 20; i++) await step(i); // warm-up
      const ms: number[] = [];
      for (let i = 0; i < samples; i++) ms.push((await step(i)).ms);
      return timing(name, ms);
    };
    let menuVersion = (await send('PUT', '/menu', { ...fullMenu(0), version: 0 })).version;
    const settings = (await (
      await fetch(`${base}/api/app/me/settings`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as Record<string, unknown> & { version: number };
    let settingsVersion = settings.version;
    return [
      await timed('só a saúde (/api/health): a base da máquina', async () => {
        const started = performance.now();
        await (await fetch(`${base}/api/health`)).text();
        return { ms: performance.now() - started };
      }),
      await timed('GET /api/app/me/menu (50 atalhos)', () => send('GET', '/menu')),
      await timed('PUT /api/app/me/menu (50 atalhos, com versão)', async (i) => {
        const r = await send('PUT', '/menu', { ...fullMenu(i), version: menuVersion });
        menuVersion = r.version;
        return r;
      }),
      await timed('GET /api/app/me/settings', () => send('GET', '/settings')),
      await timed('PUT /api/app/me/settings (com versão)', async (i) => {
        const r = await send('PUT', '/settings', {
          timeZone: i % 2 ? 'America/Manaus' : 'America/Sao_Paulo',
          startPage: settings.startPage,
          notifications: settings.notifications,
          version: settingsVersion,
        });
        settingsVersion = r.version;
        return r;
      }),
    ];
  } finally {
    await server.close();
    if (owned) await owned.stop();
  }
}

export function printSettingsResult(result: SettingsTiming[]): void {
  console.log('\nConfigurações e menu lateral (uma requisição por vez; ms)');
  console.table(timingRows(result));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  runAlone(runSettingsBench, printSettingsResult);
