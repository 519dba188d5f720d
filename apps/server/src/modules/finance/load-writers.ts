import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import type { AckWriter } from '../../resilience/ack-writer';
import { call } from '../../resilience/api-client';
import { financeBoxes, financeEntries } from './schema';
import { computeBalances } from './shared/ledger';

/** Each account's box for finance writes, made by `financeEntries.prepare`. */
export const financeBoxOf = new Map<string, { boxId: string; workspaceId: string }>();

/**
 * Finance entries as acknowledged writes: every entry answered 201 must be in the database,
 * and every box written to must still satisfy the balance invariant (stored balance =
 * opening + entries + transfer legs, recomputed from scratch) — a crash between the entry
 * and its balance update would show here.
 */
export const financeEntryWriter: AckWriter<{ entryId: string; workspaceId: string }> = {
  name: 'lançamento',
  loadWeight: 1,
  async prepare(base, account) {
    const res = await call<{ id: string }>(base, 'POST', '/api/app/riqueza/boxes', {
      token: account.token,
      // The personal workspace, named: another writer may switch the current one.
      headers: { 'x-workspace-id': account.workspaceId },
      body: { name: 'Conta de resiliência', kind: 'bank_account', openingBalance: 100_000 },
    });
    if (res.status !== 201) throw new Error(`caixa: ${res.status} ${JSON.stringify(res.body)}`);
    financeBoxOf.set(account.userId, { boxId: res.body.id, workspaceId: account.workspaceId });
  },
  async write({ base, account, seq }) {
    const box = financeBoxOf.get(account.userId);
    if (!box) return null;
    const res = await call<{ items: { id: string }[] }>(base, 'POST', '/api/app/riqueza/entries', {
      token: account.token,
      headers: { 'x-workspace-id': box.workspaceId },
      body: {
        boxId: box.boxId,
        date: '2025-01-15',
        value: 100 + (seq % 900),
        type: seq % 3 === 0 ? 'revenue' : 'expense',
        description: `Lançamento #${seq}`,
        status: seq % 4 === 0 ? 'pending' : 'paid',
      },
    });
    const entryId = res.body?.items?.[0]?.id;
    return res.status === 201 && entryId ? { entryId, workspaceId: box.workspaceId } : null;
  },
  async missing(db: Database, acks) {
    if (!acks.length) return [];
    const ids = acks.map((a) => a.entryId);
    const rows = await db
      .select({ id: financeEntries.id })
      .from(financeEntries)
      .where(inArray(financeEntries.id, ids));
    const found = new Set(rows.map((r) => r.id));
    const lacking = ids.filter((id) => !found.has(id)).map((id) => `lançamento ${id}`);
    for (const workspaceId of new Set(acks.map((a) => a.workspaceId))) {
      const computed = await computeBalances(db, workspaceId);
      const stored = await db
        .select()
        .from(financeBoxes)
        .where(eq(financeBoxes.workspaceId, workspaceId));
      for (const box of stored) {
        const expected = computed.get(box.id);
        if (
          !expected ||
          expected.balance !== box.balance ||
          expected.projected !== box.projectedBalance
        ) {
          lacking.push(
            `saldo da caixa ${box.id}: guardado ${box.balance}/${box.projectedBalance}, recalculado ${expected?.balance}/${expected?.projected}`,
          );
        }
      }
    }
    return lacking;
  },
};
