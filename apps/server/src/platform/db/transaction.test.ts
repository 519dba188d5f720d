import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { afterCommit, contextOf, joinedContext, savepoint, transaction } from './transaction';
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

  it('runs a service given joinedContext(tx) as a savepoint: its work waits for, and dies with, the outer one', async () => {
    const app = await testApp();
    const seen: string[] = [];
    // A service written as usual: its own transaction(ctx, …) and after-commit work.
    const service = (ctx: typeof app.ctx, name: string) =>
      transaction(ctx, async (tx) => {
        afterCommit(tx, () => void seen.push(name));
        return (await tx.execute(sql`select txid_current() as id`)).rows[0]!.id;
      });
    const [outer, inner] = await transaction(app.ctx, async (tx) => {
      const own = (await tx.execute(sql`select txid_current() as id`)).rows[0]!.id;
      const joined = await service(joinedContext(tx), 'joined');
      expect(seen).toEqual([]); // not before the outer commit
      return [own, joined];
    });
    expect(inner).toBe(outer); // one database transaction
    expect(seen).toEqual(['joined']);

    await expect(
      transaction(app.ctx, async (tx) => {
        await service(joinedContext(tx), 'rolled back');
        throw new Error('falhou');
      }),
    ).rejects.toThrow('falhou');
    expect(seen).toEqual(['joined']);
  });

  it('runs a deadlock’s victim again: both writers commit once, the lost attempt’s after-commit work dropped', async () => {
    const app = await testApp();
    // Two advisory locks taken in opposite orders: a real deadlock, which PostgreSQL breaks
    // by rolling one of the two transactions back (40P01).
    const [a, b] = [Math.floor(Math.random() * 1e9), Math.floor(Math.random() * 1e9) + 1];
    const attempts = { first: 0, second: 0 };
    const seen: string[] = [];
    let release!: () => void;
    const bothHoldOne = new Promise<void>((resolve) => (release = resolve));
    let holding = 0;
    const writer = (name: 'first' | 'second', [mine, theirs]: number[]) =>
      transaction(app.ctx, async (tx) => {
        attempts[name] += 1;
        afterCommit(tx, () => void seen.push(name));
        await tx.execute(sql`select pg_advisory_xact_lock(${mine!})`);
        if (attempts[name] === 1) {
          if (++holding === 2) release();
          await bothHoldOne;
        }
        await tx.execute(sql`select pg_advisory_xact_lock(${theirs!})`);
        return name;
      });
    await expect(Promise.all([writer('first', [a, b]), writer('second', [b, a])])).resolves.toEqual(
      ['first', 'second'],
    );
    expect(attempts.first + attempts.second).toBe(3); // one of them ran twice
    expect(seen.sort()).toEqual(['first', 'second']);
  });

  it('gives up on other errors at once', async () => {
    const app = await testApp();
    let runs = 0;
    await expect(
      transaction(app.ctx, async (tx) => {
        runs += 1;
        await tx.execute(sql`select 1/0`);
      }),
    ).rejects.toThrow();
    expect(runs).toBe(1);
  });
});
