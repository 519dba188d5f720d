import { itemRequestStatuses } from '@orbita/contracts/gamification';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { inList, users, workspaces } from '../../../platform/identity/schema';
import { gamificationResources } from '../catalog/schema';

const ts = () => timestamp({ withTimezone: true, precision: 3 });

/**
 * A used item whose effect is free text ("um café com a equipe"): the creator of the
 * resource's workspace honours or declines it by hand. `text` is the effect as it was when
 * used, so a later edit of the resource does not change what was asked.
 */
export const gamificationItemRequests = pgTable(
  'gamification_item_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    resourceId: uuid()
      .notNull()
      .references(() => gamificationResources.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    status: text({ enum: itemRequestStatuses }).notNull().default('pending'),
    createdAt: ts().notNull().defaultNow(),
    decidedAt: ts(),
    decidedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('gamification_item_requests_workspace_idx').on(t.workspaceId, t.status, t.createdAt),
    check(
      'gamification_item_requests_status_check',
      sql`status in (${inList(itemRequestStatuses)})`,
    ),
  ],
);
