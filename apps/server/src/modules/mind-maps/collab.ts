import { can } from '@orbita/contracts';
import { eq } from 'drizzle-orm';
import type { CollabAccess } from '../../platform/collab';
import type { Queryable } from '../../platform/db/client';
import { inWorkspace, visibleInWorkspace, type MemberContext } from '../../platform/scope';
import { mindMaps } from './schema';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The collaboration layer's access rule for room `mind-map:<id>`: a map of the member's
 * workspace that no restricted hub narrows away from them (hub narrowing, kind `mapa`, as on
 * the routes) opens for editing to whoever may write content and live read-only to an
 * Observador; anything else (another workspace's, narrowed, deleted, not an id) is null,
 * refused like a missing map (close 4404).
 */
export async function mindMapAccess(
  q: Queryable,
  member: Pick<MemberContext, 'userId' | 'workspaceId' | 'role'>,
  id: string,
): Promise<CollabAccess | null> {
  if (!uuidPattern.test(id)) return null;
  const [row] = await q
    .select({ id: mindMaps.id })
    .from(mindMaps)
    .where(
      inWorkspace(
        mindMaps,
        member,
        eq(mindMaps.id, id),
        visibleInWorkspace(member, 'mapa', mindMaps.id),
      ),
    )
    .limit(1);
  if (!row) return null;
  return can(member.role, 'content.write') ? 'edit' : 'view';
}
