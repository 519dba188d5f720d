import { sql } from 'drizzle-orm';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { authorize } from './policy';
import { findInWorkspace, inWorkspace, loadMemberContext } from './scope';
import { createMember, testDatabase } from '../test/kit';

// A throwaway workspace table, created by this test only, to exercise the helpers.
const notes = pgTable('test_scope_notes', {
  id: uuid().primaryKey().defaultRandom(),
  workspaceId: uuid().notNull(),
  body: text().notNull(),
});

describe('workspace scoping and policy', () => {
  const database = testDatabase();
  beforeAll(async () => {
    await database.db.execute(
      sql`create table if not exists test_scope_notes (id uuid primary key default gen_random_uuid(), workspace_id uuid not null, body text not null)`,
    );
  });

  it('never returns another workspace’s record, and answers it as 404', async () => {
    const a = await createMember(database);
    const b = await createMember(database);
    const [note] = await database.db
      .insert(notes)
      .values({ workspaceId: a.workspace.id, body: 'segredo' })
      .returning();
    await expect(findInWorkspace(database.db, notes, a.ctx, note!.id)).resolves.toMatchObject({
      body: 'segredo',
    });
    await expect(findInWorkspace(database.db, notes, b.ctx, note!.id)).rejects.toMatchObject({
      status: 404,
    });
    const listed = await database.db.select().from(notes).where(inWorkspace(notes, b.ctx));
    expect(listed).toHaveLength(0);
  });

  it('loads the role from the database and refuses non-members with 404', async () => {
    const a = await createMember(database, 'viewer');
    const b = await createMember(database);
    await expect(loadMemberContext(database.db, a.user.id, a.workspace.id)).resolves.toMatchObject({
      role: 'viewer',
    });
    await expect(loadMemberContext(database.db, a.user.id, b.workspace.id)).rejects.toMatchObject({
      status: 404,
    });
  });

  it('applies the role table', () => {
    expect(() => authorize({ role: 'viewer' }, 'workspace.read')).not.toThrow();
    expect(() => authorize({ role: 'viewer' }, 'content.write')).toThrow(
      'Você não tem permissão para esta ação.',
    );
    expect(() => authorize({ role: 'editor' }, 'content.write')).not.toThrow();
    expect(() => authorize({ role: 'editor' }, 'structure.manage')).toThrow();
    expect(() => authorize({ role: 'creator' }, 'structure.manage')).not.toThrow();
    expect(() => authorize({ role: 'admin' }, 'workspace.own')).toThrow();
    expect(() => authorize({ role: 'owner' }, 'workspace.own')).not.toThrow();
  });
});
