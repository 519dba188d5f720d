import fs from 'node:fs';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import WebSocket from 'ws';
import { createAccount, type Account } from '../apps/server/src/resilience/accounts';
import { call } from '../apps/server/src/resilience/api-client';
import {
  benchConfig,
  measure,
  type ApiResult,
  type ApiScenario,
  type ScenarioOptions,
} from './api';
import { appStateScenario } from './scenarios/auth';
import { listTasksScenario } from './scenarios/flow';
import { saveResult } from './support/results';
import { startOrbita, startRoundRobinProxy, type RunningServer } from './support/servers';
import { signInBenchSessions } from './support/sessions';
import { percentile, round2, runAlone } from './support/stats';
import { startSystemPostgres } from './support/system-postgres';

/**
 * Issue 26, "scale beyond one machine": two production server processes (A and B) on one
 * external PostgreSQL (the system's, support/system-postgres.ts) behind a round-robin proxy
 * (support/round-robin-proxy.ts, its own process).
 * - Throughput: two API scenarios (GET /api/auth/app; a list of 50 tasks) with autocannon at
 *   BENCH_CONNECTIONS, each against A alone, A alone through the proxy (the proxy's own
 *   cost) and A + B through the proxy; the issue asks pair ÷ one ≥ 1.7 when each instance
 *   has its own share of the machine. Every process here (PostgreSQL, proxy, autocannon and
 *   both servers) shares this machine's cores, so the figure is what the pair gives on the
 *   same hardware, with the cores each process used during the run beside it.
 * - Realtime across instances: a STOMP client on B (and one on A, for reference) subscribed
 *   to a workspace; an inbox item created through A; the delay from the request leaving to
 *   the event arriving.
 * - Revocation across instances: a mobile session signed out through A is refused by B at
 *   its very next request (and its socket on B closes); a member's role lowered by the owner
 *   through A is in force on B's next write (403). A failed check throws.
 *
 * Seconds per measurement: TWO_INSTANCES_WARMUP (3) + TWO_INSTANCES_DURATION (6), so the
 * whole run stays near 90 s. Alone: `npx tsx bench/two-instances.ts` (after
 * `npm run build -w @orbita/server`; saves bench/results/two-instances.json).
 */
export const twoInstancesConfig = {
  connections: benchConfig.connections,
  warmup: Number(process.env.TWO_INSTANCES_WARMUP ?? 3),
  duration: Number(process.env.TWO_INSTANCES_DURATION ?? 6),
  realtimeSamples: Number(process.env.TWO_INSTANCES_REALTIME_SAMPLES ?? 20),
};

/** The goal for pair ÷ one instance. */
const TARGET_RATIO = 1.7;

type Setup = 'single' | 'singleViaProxy' | 'pair';

export interface Measurement extends ApiResult {
  /** Cores each process used during the measurement (warm-up included): CPU seconds ÷ wall seconds. */
  cores: { a: number; b: number; proxy: number; postgres: number; bench: number; machine: number };
  /** req/s ÷ the cores the Orbita server(s) used: what each core given to a server yields. */
  perServerCore: number;
  /** 1-minute load average right after it. */
  load1: number;
}

export interface ThroughputRow {
  scenario: string;
  single: Measurement;
  singleViaProxy: Measurement;
  pair: Measurement;
  /** pair req/s ÷ one instance's, direct. */
  pairOverSingle: number;
  /** pair req/s ÷ one instance's through the same proxy. */
  pairOverSingleViaProxy: number;
}

export interface Check {
  check: string;
  instance: 'A' | 'B';
  expected: number;
  got: number;
  pass: boolean;
}

export interface TwoInstancesResult {
  postgres: string;
  settings: typeof twoInstancesConfig;
  target: number;
  throughput: ThroughputRow[];
  realtime: {
    samples: number;
    /** Request sent to A → event on B's socket. */
    acrossMs: { p50: number; max: number };
    /** The same event on A's own socket, for reference. */
    sameInstanceMs: { p50: number; max: number };
    /** A's answer to the write. */
    writeMs: { p50: number; max: number };
  };
  revocation: {
    checks: Check[];
    /** Logout sent to A → the session's socket on B closed. */
    socketClosedMs: number | null;
    pass: boolean;
  };
  load: { before: number[]; after: number[] };
  /** Seconds spent starting everything, on the checks, signing the sessions in, on the scenarios (seeding and load). */
  phases: { start: number; checks: number; signIn: number; measured: number };
  seconds: number;
}

// ---------------------------------------------------------------- STOMP, just enough

interface Listener {
  /** Resolves with the arrival time (performance.now()) of the first MESSAGE whose body has `text`. */
  next(text: string, timeoutMs?: number): Promise<number>;
  /** Resolves with the time the socket closed (or null after `timeoutMs`). */
  closed(timeoutMs: number): Promise<number | null>;
  close(): void;
}

/** A raw STOMP 1.2 client (as bench/realtime-clients.ts) subscribed to `destination`, receipt awaited. */
async function listen(wsUrl: string, destination: string): Promise<Listener> {
  const socket = new WebSocket(wsUrl);
  const waiters = new Map<string, (at: number) => void>();
  let closedAt: number | undefined;
  const onClose: ((at: number) => void)[] = [];
  socket.on('error', () => {});
  socket.on('close', () => {
    closedAt = performance.now();
    for (const resolve of onClose) resolve(closedAt);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('close', (code) =>
      reject(new Error(`socket fechado (${code}) antes de inscrever`)),
    );
    socket.once('open', () => {
      socket.send('CONNECT\naccept-version:1.2\nhost:localhost\nheart-beat:0,0\n\n\0');
      socket.send(`SUBSCRIBE\nid:0\ndestination:${destination}\nreceipt:pronto\n\n\0`);
    });
    socket.on('message', (data: Buffer) => {
      const frame = data.toString('utf8');
      if (frame.startsWith('RECEIPT')) resolve();
      else if (frame.startsWith('ERROR')) reject(new Error(frame));
      else if (frame.startsWith('MESSAGE')) {
        const at = performance.now();
        for (const [text, found] of waiters)
          if (frame.includes(text)) {
            waiters.delete(text);
            found(at);
          }
      }
    });
  });
  return {
    next: (text, timeoutMs = 5_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(text);
          reject(new Error(`evento "${text}" não chegou em ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.set(text, (at) => {
          clearTimeout(timer);
          resolve(at);
        });
      }),
    closed: (timeoutMs) =>
      closedAt !== undefined
        ? Promise.resolve(closedAt)
        : new Promise((resolve) => {
            const timer = setTimeout(() => resolve(null), timeoutMs);
            onClose.push((at) => {
              clearTimeout(timer);
              resolve(at);
            });
          }),
    close: () => socket.terminate(),
  };
}

const wsUrl = (server: RunningServer, token: string) =>
  `${server.url.replace('http', 'ws')}/ws?token=${encodeURIComponent(token)}`;

const summary = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return { p50: round2(percentile(sorted, 50)), max: round2(sorted[sorted.length - 1] ?? 0) };
};

// ---------------------------------------------------------------- CPU per process

const TICKS = 100; // USER_HZ (getconf CLK_TCK) on Linux

/** CPU seconds used so far by `pid` (user + system), 0 once it is gone. */
function cpuSeconds(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
}

/** CPU seconds of the postmaster and every backend (its children). */
function postgresSeconds(postmaster: number): number {
  let total = cpuSeconds(postmaster);
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === postmaster) total += cpuSeconds(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

/** CPU seconds the whole machine spent busy (all cores; /proc/stat minus idle and iowait). */
function machineBusySeconds(): number {
  const [, ...ticks] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const n = ticks.map(Number);
  const total = n.slice(0, 8).reduce((s, v) => s + v, 0);
  return (total - (n[3] ?? 0) - (n[4] ?? 0)) / TICKS;
}

// ---------------------------------------------------------------- checks

async function inviteToken(pool: pg.Pool, email: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const { rows } = await pool.query<{ text: string }>(
      'select text from dev_mails where lower("to") = lower($1) order by created_at desc',
      [email],
    );
    for (const { text } of rows) {
      const token = /\/conta\/conta\/[0-9a-f-]{36}\?convite=([A-Za-z0-9_%-]+)/.exec(text)?.[1];
      if (token) return decodeURIComponent(token);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`sem e-mail de convite para ${email}`);
}

async function realtimeAcross(a: RunningServer, b: RunningServer, owner: Account, samples: number) {
  const destination = `/topic/workspace.${owner.workspaceId}`;
  const onB = await listen(wsUrl(b, owner.token), destination);
  const onA = await listen(wsUrl(a, owner.token), destination);
  const across: number[] = [];
  const same: number[] = [];
  const write: number[] = [];
  try {
    for (let i = 0; i < samples; i++) {
      const marker = `marca-${i}-${Math.random().toString(36).slice(2, 10)}`;
      const arrivals = Promise.all([onB.next(marker), onA.next(marker)]);
      const sent = performance.now();
      const created = await call(a.url, 'POST', '/api/app/flow/items', {
        token: owner.token,
        headers: { 'x-workspace-id': owner.workspaceId },
        body: { content: `Evento entre instâncias ${marker}`, parse: false },
      });
      if (created.status !== 201)
        throw new Error(`item em A: ${created.status} ${JSON.stringify(created.body)}`);
      write.push(performance.now() - sent);
      const [atB, atA] = await arrivals;
      across.push(atB - sent);
      same.push(atA - sent);
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    onA.close();
    onB.close();
  }
  return {
    samples,
    acrossMs: summary(across),
    sameInstanceMs: summary(same),
    writeMs: summary(write),
  };
}

async function revocationAcross(
  a: RunningServer,
  b: RunningServer,
  pool: pg.Pool,
  owner: Account,
  member: Account,
): Promise<TwoInstancesResult['revocation']> {
  const checks: Check[] = [];
  const expect = (check: string, instance: Check['instance'], expected: number, got: number) =>
    checks.push({ check, instance, expected, got, pass: expected === got });
  const base = { A: a.url, B: b.url };
  const on = (
    instance: Check['instance'],
    method: string,
    path: string,
    who: Account,
    body?: object,
  ) =>
    call(base[instance], method, path, {
      token: who.token,
      headers: { 'x-workspace-id': owner.workspaceId },
      ...(body ? { body } : {}),
    });

  // A logout through A: B refuses the session at its very next request, and closes its socket.
  const leaving = await createAccount(a.url, pool, 'sai');
  const asLeaving = (path: string) => call(b.url, 'GET', path, { token: leaving.token });
  expect('sessão válida lê em B', 'B', 200, (await asLeaving('/api/app/flow/items')).status);
  const socket = await listen(wsUrl(b, leaving.token), '/topic/*');
  const logoutSent = performance.now();
  const logout = await call(a.url, 'POST', '/api/auth/logout', { token: leaving.refreshToken });
  expect('logout em A', 'A', 204, logout.status);
  expect(
    'a próxima requisição em B, após o logout',
    'B',
    401,
    (await asLeaving('/api/app/flow/items')).status,
  );
  const closedAt = await socket.closed(5_000);
  socket.close();
  const socketClosedMs = closedAt === null ? null : round2(closedAt - logoutSent);

  // A role lowered by the owner through A: B's next write is refused, reads still pass.
  const invite = { email: member.email, role: 'editor', teamId: null };
  const invited = await on(
    'A',
    'POST',
    `/api/app/conta/contas/${owner.workspaceId}/convites`,
    owner,
    invite,
  );
  expect('dono convida (editor) em A', 'A', 201, invited.status);
  const token = await inviteToken(pool, member.email);
  const accepted = await call(b.url, 'POST', '/api/app/conta/convites/aceite', {
    token: member.token,
    body: { token },
  });
  expect('membro aceita em B', 'B', 200, accepted.status);
  const item = (n: number) => ({ content: `Item do membro ${n}`, parse: false });
  expect(
    'editor escreve em B',
    'B',
    201,
    (await on('B', 'POST', '/api/app/flow/items', member, item(1))).status,
  );
  const members = await on('A', 'GET', `/api/app/conta/contas/${owner.workspaceId}/membros`, owner);
  const version = (members.body as { userId: string; version: number }[]).find(
    (m) => m.userId === member.userId,
  )?.version;
  const lowered = await on(
    'A',
    'PATCH',
    `/api/app/conta/contas/${owner.workspaceId}/membros/${member.userId}`,
    owner,
    { role: 'viewer', version },
  );
  expect('dono muda o papel para observador em A', 'A', 200, lowered.status);
  expect(
    'a próxima escrita em B, após a troca',
    'B',
    403,
    (await on('B', 'POST', '/api/app/flow/items', member, item(2))).status,
  );
  expect(
    'observador ainda lê em B',
    'B',
    200,
    (await on('B', 'GET', '/api/app/flow/items', member)).status,
  );

  const pass = checks.every((c) => c.pass) && socketClosedMs !== null;
  return { checks, socketClosedMs, pass };
}

// ---------------------------------------------------------------- the run

export async function runTwoInstancesBench(): Promise<TwoInstancesResult> {
  const started = Date.now();
  let mark = started;
  const lap = () => {
    const seconds = round2((Date.now() - mark) / 1000);
    mark = Date.now();
    return seconds;
  };
  const before = os.loadavg().map(round2);
  const database = await startSystemPostgres();
  const running: RunningServer[] = [];
  try {
    // One after the other: A applies the migrations at its start, B finds them applied.
    const a = await startOrbita(database.url);
    running.push(a);
    const b = await startOrbita(database.url);
    running.push(b);
    const viaProxyOne = await startRoundRobinProxy([a.url]);
    running.push(viaProxyOne);
    const viaProxyPair = await startRoundRobinProxy([a.url, b.url]);
    running.push(viaProxyPair);
    const start = lap();

    // Correctness first: a failure stops the run before the minute of load.
    const pool = new pg.Pool({ connectionString: database.url, max: 2 });
    let realtime: TwoInstancesResult['realtime'];
    let revocation: TwoInstancesResult['revocation'];
    try {
      const owner = await createAccount(a.url, pool, 'dono');
      const member = await createAccount(a.url, pool, 'membro');
      realtime = await realtimeAcross(a, b, owner, twoInstancesConfig.realtimeSamples);
      revocation = await revocationAcross(a, b, pool, owner, member);
    } finally {
      await pool.end();
    }
    if (!revocation.pass)
      throw new Error(`revogação entre instâncias falhou: ${JSON.stringify(revocation, null, 2)}`);

    const checks = lap();
    const ctx = await signInBenchSessions(a.url, database.url, twoInstancesConfig.connections);
    const signIn = lap();
    const pids = {
      a: a.process.pid ?? 0,
      b: b.process.pid ?? 0,
      proxyOne: viaProxyOne.process.pid ?? 0,
      proxyPair: viaProxyPair.process.pid ?? 0,
    };
    const timed = async (
      name: string,
      url: string,
      setup: Setup,
      options: ScenarioOptions,
    ): Promise<Measurement> => {
      const proxy = setup === 'pair' ? pids.proxyPair : pids.proxyOne;
      const sample = () => ({
        a: cpuSeconds(pids.a),
        b: cpuSeconds(pids.b),
        proxy: cpuSeconds(proxy),
        postgres: postgresSeconds(database.pid),
        bench: cpuSeconds(process.pid),
        machine: machineBusySeconds(),
      });
      const cpu0 = sample();
      const wall0 = performance.now();
      const result = await measure(name, url, options, twoInstancesConfig);
      const wall = (performance.now() - wall0) / 1000;
      const cpu1 = sample();
      const cores = Object.fromEntries(
        Object.entries(cpu1).map(([k, v]) => [
          k,
          round2((v - cpu0[k as keyof typeof cpu0]) / wall),
        ]),
      ) as Measurement['cores'];
      const perServerCore = Math.round(
        result.requestsPerSecond / Math.max(0.01, cores.a + cores.b),
      );
      return { ...result, cores, perServerCore, load1: round2(os.loadavg()[0] ?? 0) };
    };
    const scenarios: ApiScenario[] = [appStateScenario, listTasksScenario];
    const throughput: ThroughputRow[] = [];
    for (const scenario of scenarios) {
      const options = await scenario.setup(ctx);
      const single = await timed(scenario.name, a.url, 'single', options);
      const singleViaProxy = await timed(scenario.name, viaProxyOne.url, 'singleViaProxy', options);
      const pair = await timed(scenario.name, viaProxyPair.url, 'pair', options);
      const ratio = (x: ApiResult) =>
        round2(pair.requestsPerSecond / Math.max(1, x.requestsPerSecond));
      throughput.push({
        scenario: scenario.name,
        single,
        singleViaProxy,
        pair,
        pairOverSingle: ratio(single),
        pairOverSingleViaProxy: ratio(singleViaProxy),
      });
    }
    return {
      postgres: database.version,
      settings: twoInstancesConfig,
      target: TARGET_RATIO,
      throughput,
      realtime,
      revocation,
      load: { before, after: os.loadavg().map(round2) },
      phases: { start, checks, signIn, measured: lap() },
      seconds: Math.round((Date.now() - started) / 1000),
    };
  } finally {
    for (const server of running.reverse()) await server.stop();
    await database.stop();
  }
}

export function printTwoInstancesResult(r: TwoInstancesResult): void {
  const { connections, warmup, duration } = r.settings;
  console.log(
    `\nDuas instâncias num PostgreSQL externo (${r.postgres}), proxy round-robin; autocannon, ${connections} conexões, ${duration} s após ${warmup} s (ms; núcleos usados na medida)`,
  );
  const labels: Record<Setup, string> = {
    single: 'uma instância',
    singleViaProxy: 'uma, pelo proxy',
    pair: 'duas, pelo proxy',
  };
  console.table(
    r.throughput.flatMap((row) =>
      (['single', 'singleViaProxy', 'pair'] as const).map((setup) => {
        const m = row[setup];
        return {
          cenário: row.scenario,
          configuração: labels[setup],
          'req/s': m.requestsPerSecond,
          p50: m.p50,
          p99: m.p99,
          erros: m.errors + m.non2xx,
          'núcleos A/B/proxy/pg/bench': `${m.cores.a}/${m.cores.b}/${m.cores.proxy}/${m.cores.postgres}/${m.cores.bench}`,
          'máquina (núcleos)': m.cores.machine,
          'req/s por núcleo de servidor': m.perServerCore,
          carga: m.load1,
        };
      }),
    ),
  );
  console.table(
    Object.fromEntries(
      r.throughput.map((row) => [
        row.scenario,
        {
          'duas ÷ uma': row.pairOverSingle,
          'duas ÷ uma pelo proxy': row.pairOverSingleViaProxy,
          meta: `≥ ${r.target}`,
        },
      ]),
    ),
  );
  console.log(`Tempo real entre instâncias (${r.realtime.samples} eventos; ms)`);
  console.table({
    'escrita em A → evento em B': r.realtime.acrossMs,
    'escrita em A → evento em A': r.realtime.sameInstanceMs,
    'resposta da escrita em A': r.realtime.writeMs,
  });
  console.log(
    `Revogação entre instâncias: ${r.revocation.pass ? 'ok' : 'FALHOU'}; socket em B fechado ${r.revocation.socketClosedMs ?? '—'} ms após o envio do logout a A`,
  );
  console.table(
    r.revocation.checks.map((c) => ({
      verificação: c.check,
      instância: c.instance,
      esperado: c.expected,
      obtido: c.got,
    })),
  );
  console.log(
    `Carga (1/5/15 min): antes ${r.load.before.join(' / ')}, depois ${r.load.after.join(' / ')}; ${r.seconds} s (partida ${r.phases.start}, verificações ${r.phases.checks}, sessões ${r.phases.signIn}, carga ${r.phases.measured})`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  runAlone(async () => {
    const result = await runTwoInstancesBench();
    saveResult('two-instances', result);
    return result;
  }, printTwoInstancesResult);
