import { defaultCategories } from '@orbita/contracts/finance';
import type { AppContext } from '../../../platform/context';
import { transaction } from '../../../platform/db/transaction';
import { emit } from '../../../platform/events/bus';
import { financeCategories, financeWorkspaces } from '../schema';

/** Workspaces known (in this process) to have their finance defaults: skips a query per request. */
const ready = new Set<string>();

/**
 * Creates the pt-BR default categories the first time a workspace uses finance. The
 * `finance_workspaces` primary key makes it happen once: of racing first requests one
 * inserts the row and the categories; the others wait at the key, then insert nothing.
 */
export async function ensureFinanceSetup(ctx: AppContext, workspaceId: string): Promise<void> {
  if (ready.has(workspaceId)) return;
  await transaction(ctx, async (tx) => {
    const inserted = await tx
      .insert(financeWorkspaces)
      .values({ workspaceId })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) return;
    for (const type of ['expense', 'revenue'] as const) {
      for (const [group, children] of Object.entries(defaultCategories[type])) {
        const [parent] = await tx
          .insert(financeCategories)
          .values({ workspaceId, type, name: group })
          .onConflictDoNothing()
          .returning();
        if (!parent || children.length === 0) continue;
        await tx
          .insert(financeCategories)
          .values(children.map((name) => ({ workspaceId, type, name, parentId: parent.id })))
          .onConflictDoNothing();
      }
    }
    // The system prepared it (whoever's request came first), so no actor.
    await emit(tx, 'finance.workspace.prepared', { workspaceId, actorId: null });
  });
  ready.add(workspaceId);
}
