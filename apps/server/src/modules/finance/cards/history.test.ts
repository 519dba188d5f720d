import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FinanceSummary, ImportPreview, Statement } from '@orbita/contracts/finance';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clock } from '../../../platform/clock';
import { expectStatus, testApp, testDatabase, type Caller } from '../../../test/kit';
import { makeCard, makeEntry, newCaller } from '../testing';

const app = await testApp();
const database = testDatabase();
afterEach(() => vi.restoreAllMocks());

/**
 * The real card statement of 2015 (fixtures/bank-statements/fatura_cc_1.ofx: 6 purchases,
 * R$ 392,12) through the import, as the web sends it: preview of the file's bytes, then commit.
 */
async function importOfx(who: Caller, boxId: string, name: string) {
  const file = readFileSync(
    path.join(import.meta.dirname, '../reports/import/fixtures/bank-statements', name),
  ).toString('base64');
  const preview = expectStatus(
    await who.post<ImportPreview>('/imports/preview', { boxId, format: 'ofx', file }),
    200,
  );
  const rows = preview.rows.map(({ date, value, type, description, fitId }) => ({
    date,
    value,
    type,
    description,
    fitId,
  }));
  expectStatus(await who.post('/imports', { boxId, rows }), 201);
  return rows;
}

describe('imported card history', () => {
  it('an old card OFX is history, not an overdue bill in Contas a pagar', async () => {
    vi.spyOn(clock, 'now').mockReturnValue(new Date('2026-11-26T15:00:00Z'));
    const owner = await newCaller(app, database);
    const card = await makeCard(owner, { closingDay: 20, dueDay: 28, openingDate: '2015-01-01' });
    const rows = await importOfx(owner, card.id, 'fatura_cc_1.ofx');
    expect(rows).toHaveLength(6);
    expect(rows.reduce((s, r) => s + r.value, 0)).toBe(392_12);

    const { items } = expectStatus(
      await owner.get<{ items: Statement[] }>(`/boxes/${card.id}/statements`),
      200,
    );
    const old = items.filter((s) => s.month < '2016-01');
    expect(old.map((s) => [s.month, s.total, s.remaining, s.status, s.historical])).toEqual([
      ['2015-02', 392_12, 0, 'closed', true],
    ]);
    const summary = expectStatus(await owner.get<FinanceSummary>('/summary'), 200);
    expect(summary.overdue).toMatchObject({ count: 0, total: 0 });
    expect(summary.upcomingBills).toEqual([]);

    // A purchase typed by hand is a bill the person owes: its overdue statement is listed.
    await makeEntry(owner, { boxId: card.id, date: '2026-10-10', value: 50_00 });
    const after = expectStatus(await owner.get<FinanceSummary>('/summary'), 200);
    expect(after.overdue.items.map((b) => [b.description, b.value])).toEqual([
      ['Fatura 10/2026', 50_00],
    ]);
  });
});
