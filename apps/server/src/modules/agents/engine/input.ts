import {
  agentEventCatalog,
  type AgentField,
  type AgentFieldType,
  type AgentTrigger,
} from '@orbita/contracts/agents';
import type { Queryable } from '../../../platform/db/client';
import {
  recordKinds,
  slotFor,
  type RecordKindName,
  type RecordRow,
  type RecordSlot,
} from './input-records';

/** The catalog's fields of an event (none for a name outside it). */
export function catalogFields(eventName: string | null): AgentField[] {
  if (!eventName || !Object.hasOwn(agentEventCatalog, eventName)) return [];
  return agentEventCatalog[eventName as keyof typeof agentEventCatalog].fields;
}

/** The record slots an event's catalog entry reads (`task`, `list`, `actor`…). */
export function slotsOf(eventName: string): RecordSlot[] {
  const keys = new Set(
    catalogFields(eventName)
      .map((f) => f.path.split('.')[0]!)
      .filter((key) => key !== 'event'),
  );
  return [...keys].flatMap((key) => slotFor(eventName, key) ?? []);
}

const isId = (v: unknown): v is string =>
  typeof v === 'string' &&
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v);

/**
 * The run's input, built when the run starts: `event` (the payload as emitted, or the
 * external call's body, or the schedule's time), the records the event's catalog entry names
 * read now from the workspace (`actor`, `task`, `list`, `entry`…; at most one query per
 * record kind; a record gone or outside the workspace leaves its key absent), and what every
 * run has: `run.at` and `agent.name`. Only event triggers read records: an external call's
 * body is the caller's text, never a key to the workspace's data.
 */
export async function buildRunInput(
  db: Queryable,
  workspaceId: string,
  trigger: AgentTrigger,
  eventName: string | null,
  payload: Record<string, unknown>,
  agent: { id: string; name: string },
  now: Date = new Date(),
): Promise<Record<string, unknown>> {
  const input: Record<string, unknown> = { event: payload };
  if (trigger.kind === 'event' && eventName) {
    const slots = slotsOf(eventName).filter((s) => isId(payload[s.idKey]));
    const idsByKind = new Map<RecordKindName, Set<string>>();
    for (const slot of slots) {
      const ids = idsByKind.get(slot.kind) ?? new Set<string>();
      ids.add(payload[slot.idKey] as string);
      idsByKind.set(slot.kind, ids);
    }
    const loaded = new Map<RecordKindName, Map<string, RecordRow>>();
    await Promise.all(
      [...idsByKind].map(async ([kind, ids]) => {
        loaded.set(kind, await recordKinds[kind].load(db, workspaceId, [...ids]));
      }),
    );
    for (const slot of slots) {
      const row = loaded.get(slot.kind)?.get(payload[slot.idKey] as string);
      if (row) input[slot.key] = row;
    }
  }
  input.run = { at: now.toISOString() };
  input.agent = { name: agent.name };
  return input;
}

const sampleIds: Record<string, string> = {};
/** A stable, recognisable id per payload key (the dry run reads nothing with it). */
function sampleId(key: string): string {
  sampleIds[key] ??=
    `00000000-0000-4000-8000-${String(Object.keys(sampleIds).length + 1).padStart(12, '0')}`;
  return sampleIds[key];
}

function sampleValue(type: AgentFieldType, label: string, key: string, now: Date): unknown {
  switch (type) {
    case 'number':
      return 10;
    case 'money':
      return 15000;
    case 'date':
      return now.toISOString().slice(0, 10);
    case 'id':
    case 'user':
      return sampleId(key);
    default:
      return `Exemplo: ${label.toLowerCase()}`;
  }
}

/** The dry run's event when none is given: the payload the catalog describes, with sample values. */
export function sampleEvent(eventName: string, now: Date = new Date()): Record<string, unknown> {
  const event: Record<string, unknown> = { actorId: null };
  for (const f of catalogFields(eventName)) {
    if (!f.path.startsWith('event.')) continue;
    const key = f.path.slice('event.'.length);
    event[key] = sampleValue(f.type, f.label, key, now);
  }
  return event;
}

/**
 * Sample records for the dry run (its sample ids find nothing): each catalog field outside
 * `event.*` with a value shaped like the real one, so templates show what they would insert.
 */
export function sampleRecords(
  eventName: string,
  now: Date = new Date(),
): Record<string, RecordRow> {
  const records: Record<string, RecordRow> = {};
  for (const f of catalogFields(eventName)) {
    const [key, ...rest] = f.path.split('.');
    if (!key || key === 'event' || rest.length !== 1) continue;
    records[key] ??= {};
    records[key][rest[0]!] = sampleValue(f.type, f.label, f.path, now);
  }
  return records;
}
