import type { SQL } from 'drizzle-orm';
import {
  inWorkspace,
  visibleInWorkspace,
  type MemberContext,
  type WorkspaceTable,
} from '../../../platform/scope';
import { flowTaskTrash } from './schema';

/**
 * The one scoping helper over the trash. Its key is the task's id (`taskId`, not `id`), and
 * the helper only reads `workspaceId`, so the table is passed as a workspace table as it is.
 * A trashed task of a list a restricted hub narrows away from the member is not theirs to
 * see nor restore, like the list's live tasks (`visibleInWorkspace`, kind `lista`).
 */
export const inTrash = (
  member: Pick<MemberContext, 'workspaceId' | 'userId'> & { role?: MemberContext['role'] },
  ...conditions: (SQL | undefined)[]
) =>
  inWorkspace(
    flowTaskTrash as unknown as WorkspaceTable,
    member,
    visibleInWorkspace(member, 'lista', flowTaskTrash.listId),
    ...conditions,
  );
