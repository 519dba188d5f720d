import { z } from 'zod';
import { expectedVersion, versionSchema } from '../platform/concurrency';
import { grantableRoleSchema, roleSchema } from './role-schemas';

/** Members of a workspace (`/api/app/conta/contas/{id}/membros`). */
export const memberSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  role: roleSchema,
  /** Of the membership: +1 per role change (optimistic concurrency). */
  version: versionSchema,
  joinedAt: z.string(),
  teams: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type Member = z.infer<typeof memberSchema>;
/** `GET .../membros`: the workspace's members. */
export const memberListSchema = z.array(memberSchema);

/** Principal is never set here: it only changes hands by transferring ownership. */
export const changeRoleBodySchema = z.strictObject({
  role: grantableRoleSchema,
  ...expectedVersion,
});
