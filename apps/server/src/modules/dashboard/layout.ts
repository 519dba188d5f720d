import {
  defaultLayout,
  widgetIds,
  type DashboardLayout,
  type UpdateLayoutBody,
  type WidgetId,
} from '@orbita/contracts/dashboard';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { Queryable } from '../../platform/db/client';
import { transaction } from '../../platform/db/transaction';
import { updateVersioned, VersionConflict } from '../../platform/db/versioned';
import { inWorkspace, type MemberContext } from '../../platform/scope';
import { dashboardLayouts as layouts } from './schema';

type Person = Pick<MemberContext, 'workspaceId' | 'userId'>;
type Widgets = DashboardLayout['widgets'];

const own = (person: Person) => inWorkspace(layouts, person, eq(layouts.userId, person.userId));

/**
 * The saved order with every widget the person never placed appended, visible (a widget
 * added to Orbita after they saved shows up instead of staying invisible forever); ids no
 * longer known are dropped.
 */
export function completeWidgets(saved: Widgets): Widgets {
  const known = saved.filter((w) => (widgetIds as readonly string[]).includes(w.id));
  const placed = new Set<WidgetId>(known.map((w) => w.id));
  return [
    ...known,
    ...widgetIds.filter((id) => !placed.has(id)).map((id) => ({ id, hidden: false })),
  ];
}

export function presentLayout(
  row: { widgets: Widgets; version: number } | undefined,
): DashboardLayout {
  if (!row) return defaultLayout();
  return { widgets: completeWidgets(row.widgets), version: row.version };
}

export async function getLayout(q: Queryable, person: Person): Promise<DashboardLayout> {
  const [row] = await q.select().from(layouts).where(own(person));
  return presentLayout(row);
}

/**
 * Saves the person's layout. `version` is the one the edit was made on: 0 for the default
 * (no row yet), else the row's; a stale one is a 409 with the layout as it is now. Without
 * `version` the last write wins (scripts), creating the row when there is none.
 */
export async function saveLayout(
  ctx: AppContext,
  person: Person,
  body: UpdateLayoutBody,
): Promise<DashboardLayout> {
  const widgets = body.widgets;
  return transaction(ctx, async (tx) => {
    const [row] = await tx.select().from(layouts).where(own(person));
    if (!row) {
      if (body.version !== undefined && body.version !== 0) throw new VersionConflict(undefined);
      const [created] = await tx
        .insert(layouts)
        .values({ ...person, widgets })
        .onConflictDoNothing({ target: [layouts.workspaceId, layouts.userId] })
        .returning();
      if (created) return presentLayout(created);
      // Another device created it meanwhile (between our read and insert).
      if (body.version === 0) throw new VersionConflict(undefined);
    }
    // A saved row is at version ≥ 1, so an edit made on the default (0) meets the 409 here.
    const updated = await updateVersioned(tx, layouts, own(person), body.version, {
      widgets,
      updatedAt: sql`now()`,
    });
    return presentLayout(updated);
  });
}
