import { randomUUID } from 'node:crypto';
import { locatableKinds } from '@orbita/contracts';
import { describe, expect, it } from 'vitest';
import { authTestApp, ownerWithWorkspace } from '../../test/kit';

const app = await authTestApp();

describe('the record registry (app.records)', () => {
  it('declares every kind of the contracts list once, with a path that starts at the web root', () => {
    const reserved = new Set(['codex', 'entrada-codex', 'hub']);
    for (const kind of locatableKinds) {
      const spec = app.records.get(kind);
      if (!spec) {
        expect(reserved.has(kind), `kind "${kind}" is declared by no module`).toBe(true);
        continue;
      }
      expect(spec.path.startsWith('/')).toBe(true);
      expect(spec.path).toContain('{id}');
    }
  });

  it('resolves title and path scoped by workspace: another workspace’s record does not exist', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(app);
    const inside = { 'x-workspace-id': workspaceId };
    const list = (
      await owner.call('POST', '/api/app/flow/lists', { name: 'Compras 100%' }, inside)
    ).json<{ id: string }>();
    const task = (
      await owner.call('POST', `/api/app/flow/lists/${list.id}/tasks`, { title: 'Pão' }, inside)
    ).json<{ id: string }>();
    const person = (
      await owner.call('POST', '/api/app/pessoa/pessoas', { name: 'Ana' }, inside)
    ).json<{ id: string }>();
    const missing = randomUUID();

    const db = app.ctx.db;
    const resolved = await app.records.resolve(db, workspaceId, [
      { kind: 'tarefa', id: task.id },
      { kind: 'pessoa', id: person.id },
      { kind: 'lista', id: list.id },
      { kind: 'pessoa', id: missing },
      { kind: 'lista', id: task.id }, // a task's id asked as a list: each kind reads its table
      { kind: 'hub', id: missing }, // reserved, not declared yet
    ]);
    expect(resolved).toEqual([
      {
        kind: 'tarefa',
        id: task.id,
        exists: true,
        title: 'Pão',
        path: `/flow/lista/${list.id}?tarefa=${task.id}`,
      },
      {
        kind: 'pessoa',
        id: person.id,
        exists: true,
        title: 'Ana',
        path: `/pessoa/pessoa/${person.id}`,
      },
      {
        kind: 'lista',
        id: list.id,
        exists: true,
        title: 'Compras 100%',
        path: `/flow/lista/${list.id}`,
      },
      { kind: 'pessoa', id: missing, exists: false, title: null, path: null },
      { kind: 'lista', id: task.id, exists: false, title: null, path: null },
      { kind: 'hub', id: missing, exists: false, title: null, path: null },
    ]);

    const other = await ownerWithWorkspace(app);
    const elsewhere = await app.records.resolve(db, other.workspaceId, [
      { kind: 'tarefa', id: task.id },
    ]);
    expect(elsewhere[0]?.exists).toBe(false);

    // Search: by title, case-insensitive, `%` literal, bounded, scoped.
    expect(
      (await app.records.search(db, workspaceId, 'lista', 'compras 100%')).map((r) => r.id),
    ).toEqual([list.id]);
    expect(await app.records.search(db, workspaceId, 'lista', 'compras 1000%')).toEqual([]);
    expect(await app.records.search(db, workspaceId, 'lista', '%')).toHaveLength(1);
    expect(await app.records.search(db, other.workspaceId, 'lista', 'compras')).toEqual([]);
  });
});
