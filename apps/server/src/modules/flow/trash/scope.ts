import type { SQL } from 'drizzle-orm';
import { inWorkspace, type MemberContext, type WorkspaceTable } from '../../../platform/scope';
import { flowTaskTrash } from './schema';

/**
 * The one scoping helper over the trash. Its key is the task's id (`taskId`, not `id`), and
 * the helper only reads `workspaceId`, so the table is passed as a workspace table as it is.
 */
export const inTrash = (
  member: Pick<MemberContext, 'workspaceId'>,
  ...conditions: (SQL | undefined)[]
) => inWorkspace(flowTaskTrash as unknown as WorkspaceTable, member, ...conditions);
