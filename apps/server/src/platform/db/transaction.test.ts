import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { testApp } from '../../test/app';
import { afterCommit, commitContext, inTransaction } from './transaction';

describe('inTransaction / afterCommit', () => {
  it('runs registered tasks after the commit, in order, and never on rollback', async () => {
    const app = await testApp();
    const ctx = commitContext(app);
    const seen: string[] = [];
    const result = await inTransaction(ctx, async (tx) => {
      afterCommit(tx, () => void seen.push('a'));
      afterCommit(tx, () => void seen.push('b'));
      await tx.execute(sql`select 1`);
      expect(seen).toEqual([]); // nothing runs while the transaction is open
      return 42;
    });
    expect(result).toBe(42);
    expect(seen).toEqual(['a', 'b']);

    const rolledBack = vi.fn();
    await expect(
      inTransaction(ctx, async (tx) => {
        afterCommit(tx, rolledBack);
        throw new Error('falhou');
      }),
    ).rejects.toThrow('falhou');
    expect(rolledBack).not.toHaveBeenCalled();
  });

  it('keeps the commit when a task fails, and refuses transactions it did not open', async () => {
    const app = await testApp();
    const ctx = commitContext(app);
    await expect(
      inTransaction(ctx, async (tx) => afterCommit(tx, () => Promise.reject(new Error('x')))),
    ).resolves.toBeUndefined();
    await expect(
      app.database.db.transaction(async (tx) => afterCommit(tx, () => {})),
    ).rejects.toThrow(/inTransaction/);
  });
});
