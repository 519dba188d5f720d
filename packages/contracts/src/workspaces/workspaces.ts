import { z } from 'zod';
import { expectedVersion, versionSchema } from '../platform/concurrency';
import { noControlCharacters } from './text';
import { roleSchema } from './role-schemas';

/**
 * Workspaces (the spec's "contas", `/api/app/conta/contas`): list, create, rename, switch,
 * leave, delete and transfer. Shared by server (validation, OpenAPI) and web (forms, types).
 */
export const WORKSPACE_NAME_MAX = 80;

export const workspaceNameSchema = z
  .string({ error: 'Informe o nome da conta.' })
  .trim()
  .min(1, 'Informe o nome da conta.')
  .max(WORKSPACE_NAME_MAX, `Informe no máximo ${WORKSPACE_NAME_MAX} caracteres.`)
  .regex(noControlCharacters, 'O nome não pode ter quebras de linha nem caracteres de controle.');

export const workspaceKindSchema = z.enum(['personal', 'shared']);
export type WorkspaceKind = z.infer<typeof workspaceKindSchema>;
export const workspaceKindLabels: Record<WorkspaceKind, string> = {
  personal: 'Pessoal',
  shared: 'Compartilhada',
};

/** One of my workspaces, as `/conta/contas` lists them. */
export const myWorkspaceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: workspaceKindSchema,
  role: roleSchema,
  memberCount: z.number().int().min(1),
  /** The workspace my requests act in when they send no `X-Workspace-Id`. */
  current: z.boolean(),
  createdAt: z.string(),
});
export type MyWorkspace = z.infer<typeof myWorkspaceSchema>;
/** `GET /api/app/conta/contas`: the workspaces the person belongs to. */
export const myWorkspaceListSchema = z.array(myWorkspaceSchema);

export const personRefSchema = z.object({ userId: z.uuid(), name: z.string() });
export type PersonRef = z.infer<typeof personRefSchema>;

/** `GET /conta/contas/{id}`: the header of `/conta/conta/{id}`. */
export const workspaceDetailSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: workspaceKindSchema,
  role: roleSchema,
  owner: personRefSchema.extend({ email: z.string() }),
  memberCount: z.number().int().min(1),
  teamCount: z.number().int().min(0),
  createdAt: z.string(),
  version: versionSchema,
});
export type WorkspaceDetail = z.infer<typeof workspaceDetailSchema>;

export const createWorkspaceBodySchema = z.strictObject({ name: workspaceNameSchema });
export const renameWorkspaceBodySchema = z.strictObject({
  name: workspaceNameSchema,
  ...expectedVersion,
});
/** Deleting asks for the workspace's name, typed exactly, so it never happens by a slip. */
export const deleteWorkspaceBodySchema = z.strictObject({
  confirmName: z
    .string({ error: 'Digite o nome da conta para confirmar.' })
    .max(200, 'Digite o nome da conta para confirmar.'),
});
export const transferOwnershipBodySchema = z.strictObject({ userId: z.uuid('Escolha um membro.') });

export const currentWorkspaceSchema = z.object({ workspaceId: z.uuid() });
export type CreateWorkspaceBody = z.infer<typeof createWorkspaceBodySchema>;
