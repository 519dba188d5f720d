import { pathToFileURL } from 'node:url';
import { agentRuns, agents } from '../apps/server/src/modules/agents/schema';
import { createMember, tokenFor } from '../apps/server/src/test/kit/fast-people';
import { startBenchDatabase } from './support/servers';
import { startInProcessApp } from './support/in-process-app';
import { round2, runAlone, timingOf, timingRows, type Timing } from './support/stats';

/**
 * Agents (issue 24): event-to-action latency at 100 events/s for 10 s — inbox captures
 * through the API wake an agent whose action notifies its creator; latency is the run's
 * end minus the item's creation, both database times — and the queue's drain rate: 5,000
 * runs (one capture each) queued at once, runs/s from the first start to the last end.
 * One app in this process (4 runs at once), embedded PostgreSQL.
 *
 * Alone: `npx tsx bench/agents.ts`.
 */
export interface AgentsBenchResult {
  latency: Timing;
  events: number;
  /** Captures answered 201 (each wakes the agent once). */
  accepted: number;
  /** Other answers by status (0: no answer). */
  refused: Record<number, number>;
  sentPerSecond: number;
  drain: { runs: number; seconds: number; runsPerSecond: number };
}

export async function runAgentsBench(
  options: { rate?: number; seconds?: number; drainRuns?: number } = {},
): Promise<AgentsBenchResult> {
  const rate = options.rate ?? 100;
  const seconds = options.seconds ?? 10;
  const drainRuns = options.drainRuns ?? 5000;
  const owned = await startBenchDatabase();
  const server = await startInProcessApp(owned.url);
  try {
    const base = await server.listen();
    const db = server.database.db;
    const { user, workspace } = await createMember(server.database, 'owner', 'Bench Agentes');
    const token = await tokenFor(server.app, server.database, user.id);
    const headers = {
      authorization: `Bearer ${token}`,
      'x-workspace-id': workspace.id,
      'content-type': 'application/json',
    };
    const common = {
      workspaceId: workspace.id,
      conditions: { match: 'all' as const, rules: [] },
      role: 'admin' as const,
      budgetPerHour: null,
      budgetPerDay: null,
      createdBy: user.id,
    };
    const [notifier] = await db
      .insert(agents)
      .values({
        ...common,
        name: 'Avisa coletas',
        triggerKind: 'event',
        triggerEvent: 'flow.inbox-item.captured',
        trigger: { kind: 'event', event: 'flow.inbox-item.captured' },
        actions: [
          {
            kind: 'notify',
            to: 'creator',
            title: 'Coletado: {{item.content}}',
            body: '',
            requiresApproval: false,
          },
        ],
      })
      .returning();

    // 100 events/s: one capture every 10 ms, not waiting for the previous answer.
    const total = rate * seconds;
    const sends: Promise<void>[] = [];
    // Answers other than 201 are counted, not fatal: the figure says how many were refused.
    let accepted = 0;
    const refused = new Map<number, number>();
    const startedAt = performance.now();
    for (let i = 0; i < total; i++) {
      const due = startedAt + (i * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      sends.push(
        fetch(`${base}/api/app/flow/items`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ content: `evento ${i}` }),
        }).then(
          (res) => {
            if (res.status === 201) accepted++;
            else refused.set(res.status, (refused.get(res.status) ?? 0) + 1);
          },
          () => void refused.set(0, (refused.get(0) ?? 0) + 1),
        ),
      );
    }
    await Promise.all(sends);
    const sentPerSecond = round2((total * 1000) / (performance.now() - startedAt));
    const ended = async () => {
      const { rows } = await server.database.pool.query<{ n: string }>(
        `select count(*) n from agent_runs where agent_id = $1 and status in ('succeeded','dead')`,
        [notifier!.id],
      );
      return Number(rows[0]!.n);
    };
    const deadline = Date.now() + 300_000;
    while ((await ended()) < accepted && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 200));
    const { rows: latencies } = await server.database.pool.query<{ ms: number }>(
      `select extract(epoch from (r.finished_at - i.created_at)) * 1000 as ms
         from agent_runs r join flow_items i on i.id = (r.input -> 'event' ->> 'itemId')::uuid
        where r.agent_id = $1 and r.status = 'succeeded'`,
      [notifier!.id],
    );

    // Drain: 5,000 queued runs of a capture agent.
    const [collector] = await db
      .insert(agents)
      .values({
        ...common,
        name: 'Coletor',
        triggerKind: 'webhook',
        trigger: { kind: 'webhook' },
        actions: [{ kind: 'capture', content: 'fila {{event.n}}', requiresApproval: false }],
      })
      .returning();
    for (let from = 0; from < drainRuns; from += 1000)
      await db.insert(agentRuns).values(
        Array.from({ length: Math.min(1000, drainRuns - from) }, (_, i) => ({
          workspaceId: workspace.id,
          agentId: collector!.id,
          agentVersion: 1,
          trigger: 'webhook' as const,
          eventKey: `bench:${from + i}`,
          input: { event: { n: from + i } },
        })),
      );
    const drainDeadline = Date.now() + 600_000;
    const drained = async () => {
      const { rows } = await server.database.pool.query<{ n: string; s: number | null }>(
        `select count(*) filter (where status = 'succeeded') n,
                extract(epoch from (max(finished_at) - min(started_at))) s
           from agent_runs where agent_id = $1`,
        [collector!.id],
      );
      return { n: Number(rows[0]!.n), s: Number(rows[0]!.s ?? 0) };
    };
    let drain = await drained();
    while (drain.n < drainRuns && Date.now() < drainDeadline) {
      await new Promise((r) => setTimeout(r, 500));
      drain = await drained();
    }
    return {
      latency: timingOf(
        `evento → ação (notificar), ${rate}/s por ${seconds} s`,
        latencies.map((r) => Number(r.ms)),
      ),
      events: total,
      accepted,
      refused: Object.fromEntries(refused),
      sentPerSecond,
      drain: {
        runs: drain.n,
        seconds: round2(drain.s),
        runsPerSecond: round2(drain.n / Math.max(0.001, drain.s)),
      },
    };
  } finally {
    await server.close();
    await owned.stop();
  }
}

export function printAgentsResult(result: AgentsBenchResult): void {
  console.log(
    `\nAgentes: ${result.events} eventos (${result.sentPerSecond}/s enviados, ${result.accepted} aceitos, ` +
      `recusados ${JSON.stringify(result.refused)}); latência em ms`,
  );
  console.table(timingRows([result.latency]));
  console.log(
    `Fila: ${result.drain.runs} execuções em ${result.drain.seconds} s = ${result.drain.runsPerSecond} execuções/s`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  runAlone(runAgentsBench, printAgentsResult);
