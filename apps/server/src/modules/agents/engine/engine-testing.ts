import type { AgentAction, AgentActionInput, AgentTrigger } from '@orbita/contracts/agents';
import { actionSchema } from '@orbita/contracts/agents';
import type { Role } from '@orbita/contracts';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, vi } from 'vitest';
import { clock } from '../../../platform/clock';
import type { AppContext } from '../../../platform/context';
import { EventBus, type AnyDomainEvent } from '../../../platform/events/bus';
import type { Realtime } from '../../../platform/realtime';
import { createMember, testDatabase } from '../../../test/kit';
import { PermanentActionError, type ActionEnv, type ActionHandler } from '../actions/types';
import type { Tx } from '../../../platform/db/client';
import { agentRuns, agents, type AgentRow } from '../schema';
import { startMatcher } from './matcher';
import type { ActionRegistry } from './registry';
import { createWorker } from './worker';

/*
 * The engine's unit-test rig: a bare app context (the test database, its own bus, a silent
 * realtime), the matcher on that bus, and a worker with a FAKE action registry, confined to
 * the test's workspaces. Time is virtual (the platform clock, far in the future): retries
 * and budgets move by minutes instantly, and no app of the other test files ever finds
 * these runs due (their clock is today's) nor runs them with the real actions.
 */

export const T0 = new Date('2100-01-04T12:00:00.000Z');

export interface Call {
  kind: string;
  runId: string;
  stepIndex: number;
  attempt: number;
  rendered: string;
  role: Role;
  depth: number;
}

export function engineRig() {
  const database = testDatabase();
  let now = T0;
  const spy = vi.spyOn(clock, 'now').mockImplementation(() => now);
  // Test files share a process (isolate: false): the next file gets the real clock back.
  afterAll(() => spy.mockRestore());
  const events: AnyDomainEvent[] = [];
  const bus = new EventBus();
  bus.onAny((event) => void events.push(event));
  const ctx: AppContext = {
    db: database.db,
    events: bus,
    realtime: {
      publish: async () => {},
      notifyUser: async () => {},
      endSessions: async () => {},
      connections: 0,
      socketsOf: () => 0,
      settled: async () => {},
    } as unknown as Realtime,
    log: pino({ level: 'silent' }),
    origin: null,
  };
  startMatcher(bus, () => {});
  const calls: Call[] = [];
  /** Scripted failures of the fake actions, consumed in order: 'transient' | 'permanent'. */
  const failures: ('transient' | 'permanent')[] = [];
  /** What a fake action does besides answering (a test may emit an event in its `tx`). */
  const effects: { run?: (env: ActionEnv, tx: Tx | undefined) => Promise<void> } = {};
  const fake = <K extends 'capture' | 'create_task' | 'webhook'>(kind: K, external: boolean) =>
    ({
      kind,
      external,
      requires: kind === 'create_task' ? 'structure.manage' : 'content.write',
      async run(action: AgentAction, env: ActionEnv, tx?: Tx) {
        const text = 'content' in action ? action.content : 'title' in action ? action.title : '';
        const rendered = env.render(text);
        await effects.run?.(env, tx);
        const failure = failures.shift();
        if (failure === 'permanent') throw new PermanentActionError('Lista não encontrada.');
        if (failure === 'transient') throw new Error('conexão recusada (teste)');
        calls.push({
          kind,
          runId: env.run.id,
          stepIndex: env.run.stepIndex,
          attempt: env.run.attempt,
          rendered,
          role: env.actor.role,
          depth: env.run.depth,
        });
        return { text: rendered, n: calls.length };
      },
      async preview(action: AgentAction, env: ActionEnv) {
        const text = 'content' in action ? action.content : '';
        return { rendered: { content: env.render(text) }, problem: null };
      },
    }) as unknown as ActionHandler;
  const registry: ActionRegistry = {
    capture: fake('capture', false) as ActionHandler<'capture'>,
    create_task: fake('create_task', false) as ActionHandler<'create_task'>,
    webhook: fake('webhook', true) as ActionHandler<'webhook'>,
  };
  const workspaceIds: string[] = [];
  const worker = createWorker({ ctx, registry, now: () => now, workspaceIds, random: () => 0.5 });

  return {
    database,
    ctx,
    bus,
    events,
    calls,
    failures,
    effects,
    registry,
    worker,
    workspaceIds,
    now: () => now,
    /** Moves the virtual clock forward. */
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
    setNow(at: Date) {
      now = at;
    },
    /** A person with a workspace of their own (the worker takes its runs). */
    async member(role: Role = 'owner') {
      const member = await createMember(database, role);
      workspaceIds.push(member.workspace.id);
      return member.ctx;
    },
    /** An agent inserted as the API would save it. */
    async agent(
      owner: { userId: string; workspaceId: string },
      trigger: AgentTrigger,
      actions: AgentActionInput[],
      extra: Partial<typeof agents.$inferInsert> = {},
    ): Promise<AgentRow> {
      const [row] = await database.db
        .insert(agents)
        .values({
          workspaceId: owner.workspaceId,
          name: 'Agente de teste',
          triggerKind: trigger.kind,
          triggerEvent: trigger.kind === 'event' ? trigger.event : null,
          trigger,
          conditions: { match: 'all', rules: [] },
          actions: actions.map((a) => actionSchema.parse(a)),
          role: 'admin',
          budgetPerHour: null,
          budgetPerDay: null,
          createdBy: owner.userId,
          ...extra,
        })
        .returning();
      return row!;
    },
    async runsOf(agentId: string) {
      return database.db
        .select()
        .from(agentRuns)
        .where(eq(agentRuns.agentId, agentId))
        .orderBy(agentRuns.depth, agentRuns.createdAt);
    },
  };
}
