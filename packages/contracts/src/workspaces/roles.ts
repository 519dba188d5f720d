import { z } from 'zod';

/**
 * Workspace roles (PRODUCT.md §1). `owner` is the spec's "main (root) user": exactly one
 * per workspace, never removed or demoted except by transferring ownership.
 */
export const roles = ['owner', 'admin', 'creator', 'editor', 'viewer'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

export const roleLabels: Record<Role, string> = {
  owner: 'Principal',
  admin: 'Admin',
  creator: 'Criador',
  editor: 'Editor',
  viewer: 'Observador',
};

/**
 * What a role may do. One table read by the server's policy layer (which refuses) and
 * by the web client (which hides what the role cannot do), so the two never disagree.
 * Each role includes everything of the roles below it.
 */
export const actions = [
  'workspace.read', // see the workspace's content
  'content.write', // create/edit items, tasks, entries, nodes, messages inside structures
  'structure.manage', // create/delete lists, processes, maps, pages, games; publish
  'workspace.admin', // members, invites, keys, agents, settings, finance periods
  'workspace.own', // transfer ownership, delete the workspace
] as const;
export type Action = (typeof actions)[number];

const minimumRole: Record<Action, Role> = {
  'workspace.read': 'viewer',
  'content.write': 'editor',
  'structure.manage': 'creator',
  'workspace.admin': 'admin',
  'workspace.own': 'owner',
};

const rank: Record<Role, number> = { viewer: 0, editor: 1, creator: 2, admin: 3, owner: 4 };

export function can(role: Role, action: Action): boolean {
  return rank[role] >= rank[minimumRole[action]];
}
