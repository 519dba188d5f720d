import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import type { AckWriter } from '../../../resilience/ack-writer';
import { call } from '../../../resilience/api-client';
import { financeEntries } from '../schema';
import { financeRecurrenceOccurrences, financeRecurrences } from './schema';

const boxOf = new Map<string, { boxId: string; workspaceId: string }>();
const COUNT = 3;

/**
 * Recurring entries as acknowledged writes: a series answered 201 must be in the database
 * with exactly its 3 occurrences, each holding its entry — a crash between the series, its
 * slots and its entries (one transaction) would show here.
 */
export const financeRecurrenceWriter: AckWriter<{ recurrenceId: string; entryIds: string[] }> = {
  name: 'lançamento fixo',
  loadWeight: 0.2,
  async prepare(base, account) {
    const res = await call<{ id: string }>(base, 'POST', '/api/app/riqueza/boxes', {
      token: account.token,
      headers: { 'x-workspace-id': account.workspaceId },
      body: { name: 'Conta dos fixos', kind: 'bank_account', openingDate: '2025-01-01' },
    });
    if (res.status !== 201) throw new Error(`caixa: ${res.status} ${JSON.stringify(res.body)}`);
    boxOf.set(account.userId, { boxId: res.body.id, workspaceId: account.workspaceId });
  },
  async write({ base, account, seq }) {
    const box = boxOf.get(account.userId);
    if (!box) return null;
    const res = await call<{ recurrence: { id: string }; items: { id: string }[] }>(
      base,
      'POST',
      '/api/app/riqueza/recurrences',
      {
        token: account.token,
        headers: { 'x-workspace-id': box.workspaceId },
        body: {
          boxId: box.boxId,
          date: '2025-02-10',
          value: 1000 + (seq % 900),
          type: 'expense',
          description: `Fixo #${seq}`,
          frequency: 'monthly',
          end: 'count',
          count: COUNT,
        },
      },
    );
    if (res.status !== 201 || !res.body?.recurrence) return null;
    return { recurrenceId: res.body.recurrence.id, entryIds: res.body.items.map((e) => e.id) };
  },
  async missing(db: Database, acks) {
    if (!acks.length) return [];
    const ids = acks.map((a) => a.recurrenceId);
    const series = new Set(
      (
        await db
          .select({ id: financeRecurrences.id })
          .from(financeRecurrences)
          .where(inArray(financeRecurrences.id, ids))
      ).map((r) => r.id),
    );
    const slots = await db
      .select({
        recurrenceId: financeRecurrenceOccurrences.recurrenceId,
        entryId: financeRecurrenceOccurrences.entryId,
      })
      .from(financeRecurrenceOccurrences)
      .innerJoin(financeEntries, eq(financeEntries.id, financeRecurrenceOccurrences.entryId))
      .where(inArray(financeRecurrenceOccurrences.recurrenceId, ids));
    const held = new Set(slots.map((s) => s.entryId));
    const lacking: string[] = [];
    for (const ack of acks) {
      if (!series.has(ack.recurrenceId)) lacking.push(`lançamento fixo ${ack.recurrenceId}`);
      if (ack.entryIds.length !== COUNT)
        lacking.push(`lançamento fixo ${ack.recurrenceId}: ${ack.entryIds.length} ocorrências`);
      for (const id of ack.entryIds)
        if (!held.has(id)) lacking.push(`ocorrência ${id} do fixo ${ack.recurrenceId}`);
    }
    return lacking;
  },
};
