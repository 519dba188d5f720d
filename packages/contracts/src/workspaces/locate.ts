import { z } from 'zod';

/**
 * Records a link may open (`/flow/lista/{id}`, `/flow/processo/{id}`), by the kind the
 * lookup names. A module declares the table of each kind it owns (server manifest,
 * `locatable`); the lookup says which of MY workspaces holds one, so a link into another
 * workspace of mine offers the switch instead of a dead "not found".
 */
export const locatableKinds = [
  'lista',
  'processo',
  'mapa',
  'publicacao',
  'pagina',
  'produto',
  'pessoa',
] as const;
export type LocatableKind = (typeof locatableKinds)[number];

export const locateParamsSchema = z.object({
  tipo: z.enum(locatableKinds, { error: 'Tipo de registro desconhecido.' }),
  registroId: z.uuid({ error: 'Registro não encontrado.' }),
});
export type LocateParams = z.infer<typeof locateParamsSchema>;

/** The workspace of mine that holds the record (only ever one of my own). */
export const recordWorkspaceSchema = z.object({
  workspaceId: z.uuid(),
  workspaceName: z.string(),
});
export type RecordWorkspace = z.infer<typeof recordWorkspaceSchema>;
