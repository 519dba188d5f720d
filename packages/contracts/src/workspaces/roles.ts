/**
 * Kept free of zod (schemas are in role-schemas.ts): the web's session layer reads `can` on
 * every screen, the sign-in page included, whose size budget has no room for zod.
 *
 * Workspace roles (PRODUCT.md §1). `owner` is the spec's "main (root) user": exactly one
 * per workspace, never removed or demoted except by transferring ownership.
 */
export const roles = ['owner', 'admin', 'creator', 'editor', 'viewer'] as const;
export type Role = (typeof roles)[number];

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
  'workspace.admin', // settings, teams, agents, finance periods; read keys, invites, audit
  'access.manage', // who acts here and how much: create/change/revoke keys, invites, member roles
  'workspace.own', // transfer ownership, delete the workspace
] as const;
export type Action = (typeof actions)[number];

interface ActionRule {
  minimumRole: Role;
  /**
   * Only a person's session may do it, never an API key (request.auth.via === 'key'):
   * otherwise a restricted key widens itself (empties its IP allow-list, mints an
   * unrestricted key, invites an Admin, promotes a member). A key can never create or
   * change anything broader than itself, because it can change no access at all.
   */
  personOnly: boolean;
}

export const actionRules: Record<Action, ActionRule> = {
  'workspace.read': { minimumRole: 'viewer', personOnly: false },
  'content.write': { minimumRole: 'editor', personOnly: false },
  'structure.manage': { minimumRole: 'creator', personOnly: false },
  'workspace.admin': { minimumRole: 'admin', personOnly: false },
  'access.manage': { minimumRole: 'admin', personOnly: true },
  'workspace.own': { minimumRole: 'owner', personOnly: true },
};

const rank: Record<Role, number> = { viewer: 0, editor: 1, creator: 2, admin: 3, owner: 4 };

export function can(role: Role, action: Action): boolean {
  return rank[role] >= rank[actionRules[action].minimumRole];
}

/** True when only a person's session may do `action` (an API key is refused). */
export function isPersonOnly(action: Action): boolean {
  return actionRules[action].personOnly;
}

/** The refusal of a person-only action asked through an API key (`code`: `auth.person_only`). */
export const personOnlyCode = 'auth.person_only';
export const personOnlyMessage =
  'Chaves de API não podem gerenciar chaves, convites nem papéis de membros. Entre com sua conta para fazer isso.';

/** True when `role` is the same as or above `other` (Principal > Admin > Criador > Editor > Observador). */
export function roleAtLeast(role: Role, other: Role): boolean {
  return rank[role] >= rank[other];
}

/** The lower of two roles: what a key or an invite can do when its creator now holds less. */
export function lowerRole(a: Role, b: Role): Role {
  return rank[a] <= rank[b] ? a : b;
}

/** Roles that can be given to a member, an invite or a key: never Principal (that only moves by transfer). */
export const grantableRoles = [
  'admin',
  'creator',
  'editor',
  'viewer',
] as const satisfies readonly Role[];
export type GrantableRole = (typeof grantableRoles)[number];

/** What `actor` may hand out: nobody grants a role above their own, and nobody grants Principal. */
export function grantableBy(actor: Role): GrantableRole[] {
  return grantableRoles.filter((role) => roleAtLeast(actor, role));
}

/** One line per role for the role pickers. */
export const roleDescriptions: Record<Role, string> = {
  owner: 'Dono da conta: tudo, inclusive transferir a posse e excluir a conta.',
  admin: 'Membros, convites, chaves, agentes e configurações.',
  creator: 'Cria e exclui listas, processos, mapas, páginas e publicações.',
  editor: 'Cria e edita conteúdo dentro das estruturas existentes.',
  viewer: 'Somente leitura.',
};
