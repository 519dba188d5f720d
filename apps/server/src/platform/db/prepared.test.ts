import { eq, getTableColumns, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authSessions, users } from '../identity/schema';
import { createMember, testApp } from '../../test/kit';
import { prepareSelect } from './prepared';

/**
 * prepareSelect maps rows with decoders looked up once; what comes out must be exactly what
 * drizzle's own mapping gives (dates as Date, json parsed, nulls, nested objects), or the
 * presenters downstream would write other answers.
 */
describe('prepareSelect', () => {
  it('gives the same rows as drizzle’s own mapping: columns, SQL extras, nested selections', async () => {
    const app = await testApp();
    const { db } = app.database;
    const { user } = await createMember(app.database, 'owner', 'Mapa');
    const flatQuery = () =>
      db
        .select({
          ...getTableColumns(users),
          extra: sql<{ a: number }>`json_build_object('a', 1)`,
          when: sql<Date>`'2026-12-31 23:59:59.5-03'::timestamptz`.mapWith(users.createdAt),
          none: sql<string | null>`null::text`,
        })
        .from(users)
        .where(eq(users.id, sql.placeholder('id')));
    const own = await flatQuery().prepare('orbita_test_flat_drizzle').execute({ id: user.id });
    const fast = prepareSelect(flatQuery(), 'orbita_test_flat_fast');
    // Installed where drizzle 0.45 calls it (an upgrade that renames the hook fails here).
    expect((fast as { customResultMapper?: unknown }).customResultMapper).toBeTypeOf('function');
    expect(await fast.execute({ id: user.id })).toEqual(own);
    expect(own[0]!.createdAt).toBeInstanceOf(Date);
    expect(own[0]!.when).toBeInstanceOf(Date);
    expect(own[0]!.extra).toEqual({ a: 1 });

    const nested = () =>
      db
        .select({ user: users, sessionId: authSessions.id })
        .from(authSessions)
        .innerJoin(users, eq(users.id, authSessions.userId))
        .limit(3);
    expect(await prepareSelect(nested(), 'orbita_test_nested_fast').execute()).toEqual(
      await nested().prepare('orbita_test_nested_drizzle').execute(),
    );
  });

  it('keeps drizzle’s mapping where a left join can make a whole object null', async () => {
    const app = await testApp();
    const { db } = app.database;
    const { user } = await createMember(app.database, 'owner', 'Sem sessão');
    const query = () =>
      db
        .select({ id: users.id, session: authSessions })
        .from(users)
        .leftJoin(authSessions, eq(authSessions.userId, users.id))
        .where(eq(users.id, sql.placeholder('id')));
    const rows = await prepareSelect(query(), 'orbita_test_left_fast').execute({ id: user.id });
    expect(rows).toEqual([{ id: user.id, session: null }]);
  });
});
