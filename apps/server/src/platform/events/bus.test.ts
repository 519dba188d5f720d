import { randomUUID } from 'node:crypto';
import type { DomainEventPayload } from '@orbita/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { transaction } from '../db/transaction';
import type { AppContext } from '../context';
import { emit, EventBus } from './bus';
import { testApp } from '../../test/kit';

const completed = (taskId: string): DomainEventPayload<'flow.task.completed'> => ({
  workspaceId: '00000000-0000-4000-8000-000000000001',
  actorId: null,
  taskId,
  listId: '00000000-0000-4000-8000-000000000002',
});

/** The app's context with a bus of its own: the modules' subscribers stay out of these tests. */
const isolated = (ctx: AppContext): AppContext => ({ ...ctx, events: new EventBus() });

describe('the domain-event bus', () => {
  it('runs in-transaction handlers inside the transaction and after-commit ones after it', async () => {
    const app = { ctx: isolated((await testApp()).ctx) };
    const seen: string[] = [];
    const offIn = app.ctx.events.onInTransaction('flow.task.completed', async (event, tx) => {
      await tx.execute(sql`select 1`);
      seen.push(`in:${event.taskId}`);
    });
    const offAfter = app.ctx.events.onAfterCommit('flow.task.completed', (event) => {
      seen.push(`after:${event.taskId}`);
    });
    const offAny = app.ctx.events.onAny((event) => void seen.push(`any:${event.name}`));
    await transaction(app.ctx, async (tx) => {
      await emit(tx, 'flow.task.completed', completed('t1'));
      expect(seen).toEqual(['in:t1']);
    });
    expect(seen).toEqual(['in:t1', 'after:t1', 'any:flow.task.completed']);
    offIn();
    offAfter();
    offAny();
  });

  it('never tells after-commit handlers about a change that rolled back', async () => {
    const app = { ctx: isolated((await testApp()).ctx) };
    const seen: string[] = [];
    app.ctx.events.onAfterCommit('flow.task.completed', (e) => void seen.push(e.taskId));
    await expect(
      transaction(app.ctx, async (tx) => {
        await emit(tx, 'flow.task.completed', completed('t2'));
        throw new Error('desfeito');
      }),
    ).rejects.toThrow('desfeito');
    expect(seen).toEqual([]);
  });

  it('rolls the change back when an in-transaction handler fails, and returns replies', async () => {
    const app = { ctx: isolated((await testApp()).ctx) };
    app.ctx.events.onInTransaction('communication.daily-access.recorded', () => [
      { quantidade: 5, nome: 'Pontos' },
    ]);
    const replies = await transaction(app.ctx, (tx) =>
      emit(tx, 'communication.daily-access.recorded', {
        workspaceId: completed('x').workspaceId,
        actorId: null,
        userId: randomUUID(),
        day: '2026-11-24',
        streak: 1,
      }),
    );
    expect(replies).toEqual([[{ quantidade: 5, nome: 'Pontos' }]]);

    app.ctx.events.onInTransaction('flow.task.completed', () => {
      throw new Error('handler falhou');
    });
    await expect(
      transaction(app.ctx, (tx) => emit(tx, 'flow.task.completed', completed('t3'))),
    ).rejects.toThrow('handler falhou');
  });

  it('tells any-event in-transaction handlers every event inside the transaction', async () => {
    const app = { ctx: isolated((await testApp()).ctx) };
    const seen: string[] = [];
    const off = app.ctx.events.onAnyInTransaction(({ name, payload }, tx) => {
      expect(tx).toBeDefined();
      if (name === 'flow.task.completed') seen.push(payload.taskId);
    });
    await transaction(app.ctx, async (tx) => {
      await emit(tx, 'flow.task.completed', completed('t5'));
      expect(seen).toEqual(['t5']); // before the commit
    });
    const failing = app.ctx.events.onAnyInTransaction(() => {
      throw new Error('fila indisponível');
    });
    await expect(
      transaction(app.ctx, (tx) => emit(tx, 'flow.task.completed', completed('t6'))),
    ).rejects.toThrow('fila indisponível');
    off();
    failing();
  });

  it('keeps each app’s handlers to itself', async () => {
    const [one, two] = [await testApp(), await testApp()];
    const seen: string[] = [];
    one.ctx.events.onAfterCommit('flow.task.completed', () => void seen.push('one'));
    await transaction(two.ctx, (tx) => emit(tx, 'flow.task.completed', completed('t4')));
    expect(seen).toEqual([]);
  });
});
