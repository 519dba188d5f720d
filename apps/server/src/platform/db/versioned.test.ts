import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/kit';
import { AppError } from '../errors';
import { toApiError } from '../http/error-handler';
import { workspaces } from '../identity/schema';
import { transaction } from './transaction';
import { updateVersioned, VersionConflict, withCurrentOnConflict } from './versioned';

async function aWorkspace() {
  const app = await testApp();
  const [row] = await app.database.db.insert(workspaces).values({ name: 'Versões' }).returning();
  return { app, row: row! };
}

describe('updateVersioned', () => {
  it('applies an edit made on the current version and bumps it', async () => {
    const { app, row } = await aWorkspace();
    expect(row.version).toBe(1);
    const updated = await transaction(app.ctx, (tx) =>
      updateVersioned(tx, workspaces, eq(workspaces.id, row.id), 1, { name: 'Primeira' }),
    );
    expect(updated).toMatchObject({ name: 'Primeira', version: 2 });
  });

  it('refuses a second edit made on the same version: 409 with the current row, nothing changed', async () => {
    const { app, row } = await aWorkspace();
    const edit = (name: string) =>
      transaction(app.ctx, (tx) =>
        updateVersioned(tx, workspaces, eq(workspaces.id, row.id), 1, { name }),
      );
    await edit('Minha');
    const error = await edit('Sua').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VersionConflict);
    expect((error as VersionConflict).row).toMatchObject({ name: 'Minha', version: 2 });
    expect(toApiError(error)).toEqual({
      status: 409,
      body: {
        code: 'conflict',
        message:
          'Este registro foi alterado por outra pessoa. Veja a versão atual e reaplique suas alterações.',
      },
    });
    const [now] = await app.database.db.select().from(workspaces).where(eq(workspaces.id, row.id));
    expect(now).toMatchObject({ name: 'Minha', version: 2 });
  });

  it('lets exactly one of two concurrent edits on the same version through', async () => {
    const { app, row } = await aWorkspace();
    const results = await Promise.allSettled(
      ['A', 'B'].map((name) =>
        transaction(app.ctx, (tx) =>
          updateVersioned(tx, workspaces, eq(workspaces.id, row.id), 1, { name }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected');
    expect(refused?.reason).toBeInstanceOf(VersionConflict);
  });

  it('keeps last-write-wins when no version is sent, and still bumps the version', async () => {
    const { app, row } = await aWorkspace();
    for (const name of ['Um', 'Dois'])
      await transaction(app.ctx, (tx) =>
        updateVersioned(tx, workspaces, eq(workspaces.id, row.id), undefined, { name }),
      );
    const [now] = await app.database.db.select().from(workspaces).where(eq(workspaces.id, row.id));
    expect(now).toMatchObject({ name: 'Dois', version: 3 });
  });

  it('answers not found when nothing matches', async () => {
    const { app } = await aWorkspace();
    const error = await transaction(app.ctx, (tx) =>
      updateVersioned(
        tx,
        workspaces,
        eq(workspaces.id, '00000000-0000-0000-0000-000000000000'),
        1,
        { name: 'X' },
      ),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(404);
  });

  it('withCurrentOnConflict puts the presented record in the 409 answer', async () => {
    const { app, row } = await aWorkspace();
    const edit = (name: string) =>
      withCurrentOnConflict(
        () =>
          transaction(app.ctx, (tx) =>
            updateVersioned(tx, workspaces, eq(workspaces.id, row.id), 1, { name }),
          ),
        async () => ({ id: row.id, presented: true }),
      );
    await edit('Primeira');
    const error = await edit('Segunda').catch((e: unknown) => e);
    expect(toApiError(error).body).toMatchObject({
      code: 'conflict',
      current: { id: row.id, presented: true },
    });
  });
});
