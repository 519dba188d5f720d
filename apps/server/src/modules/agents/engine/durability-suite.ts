import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, countDistinct, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../../platform/db/client';
import { freePort } from '../../../platform/db/embedded';
import {
  embeddedPostgres,
  startServer,
  stopOrphan,
  type ServerProcess,
} from '../../../resilience/server-process';
import { createMember } from '../../../test/kit/fast-people';
import { flowItems } from '../../flow';
import { agentRuns, agents } from '../schema';

/**
 * Durability of the run queue: `total` runs queued (each captures one inbox item), the
 * server process (`npm start` mode, its own embedded PostgreSQL) killed with SIGKILL
 * mid-way, started again: every run must end `succeeded` exactly once, with exactly `total`
 * inbox items, one per run — no run lost, none acted on twice. The item and the step that
 * records it commit in one transaction, so a kill between them cannot leave one without the
 * other; runs held by the killed process are taken again when their claim expires.
 */
export function durabilitySuite(total: number, timeoutMs: number): void {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbita-agents-'));
  fs.chmodSync(dataDir, 0o755);
  let server: ServerProcess | undefined;
  let database: DatabaseHandle | undefined;

  afterAll(async () => {
    await database?.close();
    await server?.kill();
    await stopOrphan(dataDir);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const databaseUrl = () => {
    const found = embeddedPostgres(dataDir);
    if (!found) throw new Error('PostgreSQL embutido sem postmaster.pid');
    return found.url;
  };

  describe(`agents durability: ${total} queued runs, SIGKILL mid-way`, () => {
    it(
      'after the restart every run succeeded exactly once and made exactly one item',
      async () => {
        const port = await freePort();
        server = await startServer({ port, dataDir });
        database = connectDatabase(databaseUrl());
        let db = database.db;
        const owner = await createMember(database, 'owner', 'Dona do agente');
        const [agent] = await db
          .insert(agents)
          .values({
            workspaceId: owner.workspace.id,
            name: 'Coletor',
            triggerKind: 'webhook',
            trigger: { kind: 'webhook' },
            conditions: { match: 'all', rules: [] },
            actions: [{ kind: 'capture', content: 'Item {{event.n}}', requiresApproval: false }],
            role: 'editor',
            budgetPerHour: null,
            budgetPerDay: null,
            createdBy: owner.user.id,
          })
          .returning();
        // Queued as external calls would queue them; the idle worker finds them on its poll.
        for (let from = 0; from < total; from += 1000) {
          const n = Math.min(1000, total - from);
          await db.insert(agentRuns).values(
            Array.from({ length: n }, (_, i) => ({
              workspaceId: owner.workspace.id,
              agentId: agent!.id,
              agentVersion: 1,
              trigger: 'webhook' as const,
              eventKey: `durabilidade:${from + i}`,
              input: { event: { n: from + i } },
            })),
          );
        }
        const statusCounts = async () => {
          const rows = await db
            .select({ status: agentRuns.status, n: count() })
            .from(agentRuns)
            .where(eq(agentRuns.agentId, agent!.id))
            .groupBy(agentRuns.status);
          return Object.fromEntries(rows.map((r) => [r.status, r.n])) as Record<string, number>;
        };
        const started = Date.now();
        // Kill somewhere in the middle (between a quarter and a half of the runs done).
        const killAt = Math.floor(total * (0.25 + Math.random() * 0.25));
        let firstAt = 0;
        let firstDone = 0;
        for (;;) {
          const done = (await statusCounts()).succeeded ?? 0;
          if (done > 0 && !firstAt) [firstAt, firstDone] = [Date.now(), done];
          if (done >= killAt) break;
          if (Date.now() - started > timeoutMs / 2)
            throw new Error(`só ${done} execuções antes do kill`);
          await new Promise((r) => setTimeout(r, 20));
        }
        const beforeKill = Date.now();
        await server.kill();
        const atKill = await statusCounts();
        const firstRate =
          (((atKill.succeeded ?? 0) - firstDone) * 1000) / Math.max(1, beforeKill - firstAt);

        await database.close();
        server = await startServer({ port, dataDir });
        const restarted = Date.now();
        // The restarted server runs its PostgreSQL again, maybe on another port.
        database = connectDatabase(databaseUrl());
        db = database.db;
        let counts = await statusCounts();
        while ((counts.succeeded ?? 0) + (counts.dead ?? 0) < total) {
          if (Date.now() - started > timeoutMs - 10_000)
            throw new Error(`execuções incompletas: ${JSON.stringify(counts)}`);
          await new Promise((r) => setTimeout(r, 100));
          counts = await statusCounts();
        }
        const drainMs = Date.now() - restarted;

        expect(counts).toEqual({ succeeded: total });
        const [items] = await db
          .select({ n: count(), contents: countDistinct(flowItems.content) })
          .from(flowItems)
          .where(eq(flowItems.workspaceId, owner.workspace.id));
        expect(items).toEqual({ n: total, contents: total });
        // Each run's step names its own item, and every item is some run's.
        const [linked] = await db
          .select({
            n: countDistinct(sql`${agentRuns.steps} -> 0 -> 'output' ->> 'itemId'`),
          })
          .from(agentRuns)
          .where(and(eq(agentRuns.agentId, agent!.id), eq(agentRuns.status, 'succeeded')));
        expect(linked!.n).toBe(total);
        const itemIds = await db
          .select({ id: flowItems.id })
          .from(flowItems)
          .where(
            and(
              eq(flowItems.workspaceId, owner.workspace.id),
              inArray(
                sql`${flowItems.id}::text`,
                db
                  .select({ id: sql`${agentRuns.steps} -> 0 -> 'output' ->> 'itemId'` })
                  .from(agentRuns)
                  .where(eq(agentRuns.agentId, agent!.id)),
              ),
            ),
          );
        expect(itemIds).toHaveLength(total);
        const [retaken] = await db
          .select({ n: count() })
          .from(agentRuns)
          .where(and(eq(agentRuns.agentId, agent!.id), sql`${agentRuns.attempts} > 1`));
        console.info(
          `agents durability: ${total} execuções, SIGKILL com ${atKill.succeeded ?? 0} concluídas ` +
            `(${atKill.running ?? 0} em mãos), ${retaken!.n} retomadas após o kill; ` +
            `${firstRate.toFixed(0)} execuções/s antes do kill, resto em ${(drainMs / 1000).toFixed(1)} s ` +
            `após o reinício; ${total} itens, nenhum repetido`,
        );
        await server.stop();
      },
      timeoutMs,
    );
  });
}
