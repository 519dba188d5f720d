import type { UpdateMenuBody, UpdateSettingsBody } from '@orbita/contracts/settings';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { Queryable, Tx } from '../../platform/db/client';
import { transaction } from '../../platform/db/transaction';
import { updateVersioned, VersionConflict } from '../../platform/db/versioned';
import { emit } from '../../platform/events';
import { memberships, users } from '../../platform/identity/schema';
import { presentMenu, presentSettings } from './presenter';
import { personMenus, personSettings } from './schema';

export async function readSettings(q: Queryable, userId: string) {
  const [row] = await q.select().from(personSettings).where(eq(personSettings.userId, userId));
  return presentSettings(row);
}

export async function readMenu(q: Queryable, userId: string) {
  const [row] = await q.select().from(personMenus).where(eq(personMenus.userId, userId));
  return presentMenu(row);
}

/** The workspace the bus names for a person-level change: their current one, else any of theirs. */
async function workspaceOf(tx: Tx, userId: string): Promise<string | null> {
  const [user] = await tx
    .select({ id: users.currentWorkspaceId })
    .from(users)
    .where(eq(users.id, userId));
  if (user?.id) return user.id;
  const [any] = await tx
    .select({ id: memberships.workspaceId })
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .limit(1);
  return any?.id ?? null;
}

/**
 * The first save inserts (version 1) and later ones update through the versioned update.
 * Version 0 is "never saved": a client that read the defaults and saves with 0 while another
 * device saved first gets the 409 like any stale edit. Concurrent first saves meet on the
 * primary key (`on conflict do nothing`), and the loser is treated as stale too.
 */
async function upsertVersioned<Row extends { version: number }>(
  expected: number | undefined,
  current: () => Promise<Row | undefined>,
  insert: () => Promise<Row | undefined>,
  update: () => Promise<Row>,
): Promise<Row> {
  const existing = await current();
  if (!existing) {
    if (expected !== undefined && expected !== 0) throw new VersionConflict(null);
    const inserted = await insert();
    if (inserted) return inserted;
    if (expected !== undefined) throw new VersionConflict(await current());
  } else if (expected === 0) {
    throw new VersionConflict(existing);
  }
  return update();
}

export async function saveSettings(ctx: AppContext, userId: string, body: UpdateSettingsBody) {
  const { version, ...values } = body;
  return transaction(ctx, async (tx) => {
    const where = eq(personSettings.userId, userId);
    const row = await upsertVersioned(
      version,
      async () => (await tx.select().from(personSettings).where(where))[0],
      async () =>
        (
          await tx
            .insert(personSettings)
            .values({ userId, ...values })
            .onConflictDoNothing()
            .returning()
        )[0],
      () =>
        updateVersioned(tx, personSettings, where, version || undefined, {
          ...values,
          updatedAt: new Date(),
        }),
    );
    const workspaceId = await workspaceOf(tx, userId);
    if (workspaceId)
      await emit(tx, 'settings.preferences.updated', {
        workspaceId,
        actorId: userId,
        userId,
        version: row.version,
      });
    return presentSettings(row);
  });
}

export async function saveMenu(ctx: AppContext, userId: string, body: UpdateMenuBody) {
  const { version, order, hidden, shortcuts } = body;
  const values = { entryOrder: order, hidden, shortcuts };
  return transaction(ctx, async (tx) => {
    const where = eq(personMenus.userId, userId);
    const row = await upsertVersioned(
      version,
      async () => (await tx.select().from(personMenus).where(where))[0],
      async () =>
        (
          await tx
            .insert(personMenus)
            .values({ userId, ...values })
            .onConflictDoNothing()
            .returning()
        )[0],
      () =>
        updateVersioned(tx, personMenus, where, version || undefined, {
          ...values,
          updatedAt: new Date(),
        }),
    );
    const workspaceId = await workspaceOf(tx, userId);
    if (workspaceId)
      await emit(tx, 'settings.menu.updated', {
        workspaceId,
        actorId: userId,
        userId,
        version: row.version,
        shortcuts: row.shortcuts.length,
      });
    return presentMenu(row);
  });
}
