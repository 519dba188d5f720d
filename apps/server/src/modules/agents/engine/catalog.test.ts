import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { agentEventCatalog } from '@orbita/contracts/agents';
import { describe, expect, it } from 'vitest';
import { recordKinds, slotFor } from './input-records';
import { sampleEvent, sampleRecords } from './input';

/**
 * Events an agent cannot be woken by, each with its reason. Everything else the platform
 * declares or emits must be in the catalog (packages/contracts/src/agents/catalog.ts).
 */
const excusedPrefixes: Record<string, string> = {
  'auth.': "a person's sign-in, session, password and profile: personal, not the workspace's",
  'settings.': "a person's preferences and menu: personal",
  'communication.notification.': "a person's own inbox (and a notify action would wake itself)",
  'agents.': "agents' own bookkeeping: an agent woken by agents' runs is a loop",
};
const excused: Record<string, string> = {
  'workspaces.workspace.created': 'no agent exists in a workspace before it is created',
  'workspaces.workspace.deleted': "the workspace's agents go with it",
  'workspaces.workspace.switched': 'a person choosing which workspace to look at: personal',
  'finance.workspace.prepared': "finance's first setup (default boxes), done by the system",
  'media.usage.recorded': 'bookkeeping of which record shows a file, not something a person did',
  'media.usage.released': 'bookkeeping of which record shows a file, not something a person did',
};
const isExcused = (name: string) =>
  Object.hasOwn(excused, name) || Object.keys(excusedPrefixes).some((p) => name.startsWith(p));

const root = path.resolve(import.meta.dirname, '../../../../../..');
const eventName = /^[a-z-]+\.[a-z-]+\.[a-z-]+$/;

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => path.join(dir, f))
    .filter(keep);
}

/** Every name a contracts file adds to DomainEvents (`'flow.task.completed': …`). */
function declaredEvents(): Set<string> {
  const names = new Set<string>();
  const contracts = path.join(root, 'packages/contracts/src');
  for (const file of filesUnder(contracts, (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const text = readFileSync(file, 'utf8');
    if (!/declare module '(\.\.\/)+platform\/events'/.test(text)) continue;
    for (const [, name] of text.matchAll(/^\s*'([a-z-]+\.[a-z-]+\.[a-z-]+)':\s*DomainEventBase/gm))
      names.add(name!);
  }
  return names;
}

/** Event-shaped string literals in the server's code (what `emit(tx, '…')` and friends name). */
function namedInServer(prefixes: Set<string>): Set<string> {
  const names = new Set<string>();
  const server = path.join(root, 'apps/server/src');
  for (const file of filesUnder(server, (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    for (const [, name] of readFileSync(file, 'utf8').matchAll(
      /['`]([a-z-]+\.[a-z-]+\.[a-z-]+)['`]/g,
    ))
      if (eventName.test(name!) && prefixes.has(name!.split('.')[0]!)) names.add(name!);
  }
  return names;
}

describe('agent event catalog', () => {
  const declared = declaredEvents();
  const prefixes = new Set([...declared].map((n) => n.split('.')[0]!));
  const catalog = Object.keys(agentEventCatalog);

  it('reads the declared events (the scan itself works)', () => {
    expect(declared.size).toBeGreaterThan(150);
    expect(declared).toContain('flow.task.completed');
    expect(declared).toContain('finance.budget.alerted'); // declared outside an events.ts
  });

  it('has every declared or emitted workspace event, or an excuse for it', () => {
    const all = new Set([...declared, ...namedInServer(prefixes)]);
    const missing = [...all].filter((n) => !Object.hasOwn(agentEventCatalog, n) && !isExcused(n));
    expect(missing, 'add these to catalog.ts or excuse them here with a reason').toEqual([]);
  });

  it('names only declared events, none of them excused', () => {
    expect(catalog.filter((n) => !declared.has(n))).toEqual([]);
    expect(catalog.filter(isExcused)).toEqual([]);
  });

  it('every entry has a label, a group and distinct field paths', () => {
    for (const [name, info] of Object.entries(agentEventCatalog)) {
      expect(info.label.trim(), name).not.toBe('');
      expect(info.group.trim(), name).not.toBe('');
      const paths = info.fields.map((f) => f.path);
      expect(new Set(paths).size, `${name}: repeated field`).toBe(paths.length);
    }
  });

  it('every record field is produced by a loader fed by an id the event carries (static)', () => {
    const problems: string[] = [];
    for (const [name, info] of Object.entries(agentEventCatalog)) {
      const eventKeys = new Set(
        info.fields.filter((f) => f.path.startsWith('event.')).map((f) => f.path.slice(6)),
      );
      for (const { path: p } of info.fields) {
        const [key, fieldName, ...extra] = p.split('.');
        if (key === 'event') continue;
        const slot = slotFor(name, key!);
        if (!slot || extra.length > 0) {
          problems.push(`${name}: no loader fills ${p}`);
          continue;
        }
        if (!(recordKinds[slot.kind].fields as readonly string[]).includes(fieldName!))
          problems.push(`${name}: the ${slot.kind} loader has no ${fieldName}`);
        if (slot.idKey !== 'actorId' && !eventKeys.has(slot.idKey))
          problems.push(`${name}: ${p} needs event.${slot.idKey} in the entry`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('the dry-run samples fill every field of every entry', () => {
    for (const [name, info] of Object.entries(agentEventCatalog)) {
      const event = sampleEvent(name);
      const records = sampleRecords(name);
      for (const { path: p } of info.fields) {
        const [key, fieldName] = p.split('.');
        const value = key === 'event' ? event[fieldName!] : records[key!]?.[fieldName!];
        expect(value, `${name} ${p}`).not.toBeUndefined();
      }
    }
  });
});
