import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { afterCommit, contextOf, savepoint, transaction } from './transaction';
import { testApp } from '../../test/kit';

describe('transaction / afterCommit / savepoint', () => {
  it('runs registered tasks after the commit, in order, and never on rollback', async () => {
    const app = await testApp();
    const seen: string[] = [];
    const result = await transaction(app.ctx, async (tx) => {
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
      transaction(app.ctx, async (tx) => {
        afterCommit(tx, rolledBack);
        throw new Error('falhou');
      }),
    ).rejects.toThrow('falhou');
    expect(rolledBack).not.toHaveBeenCalled();
  });

  it('keeps the commit when a task fails, and refuses transactions it did not open', async () => {
    const app = await testApp();
    await expect(
      transaction(app.ctx, async (tx) => afterCommit(tx, () => Promise.reject(new Error('x')))),
    ).resolves.toBeUndefined();
    await expect(
      app.database.db.transaction(async (tx) => afterCommit(tx, () => {})),
    ).rejects.toThrow(/API única/);
  });

  it('keeps a savepoint’s after-commit work only when the savepoint succeeded', async () => {
    const app = await testApp();
    const seen: string[] = [];
    await transaction(app.ctx, async (tx) => {
      expect(contextOf(tx)).toBe(app.ctx);
      await savepoint(tx, async (sp) => {
        afterCommit(sp, () => void seen.push('kept'));
      });
      await savepoint(tx, async (sp) => {
        afterCommit(sp, () => void seen.push('dropped'));
        throw new Error('desfeito');
      }).catch(() => {});
    });
    expect(seen).toEqual(['kept']);
  });
});
