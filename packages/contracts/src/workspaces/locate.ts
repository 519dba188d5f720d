import { z } from 'zod';

/**
 * THE registry of linkable records: every kind of record another record may point at by
 * (kind, id) — a link opened from a URL (`/flow/lista/{id}`), a hub's item, a nexo, a
 * structure's source. A module declares each kind it owns in its server manifest entry
 * (`locatable`: table, title column, web path, deleted events); the server resolves refs
 * (`app.records`, apps/server/src/platform/records) and the workspaces lookup says which of
 * MY workspaces holds one, so a link into another workspace of mine offers the switch
 * instead of a dead "not found". A kind listed here but declared by no module yet (reserved)
 * resolves as "not found".
 */
export const locatableKinds = [
  'lista',
  'processo',
  'tarefa',
  'mapa',
  'publicacao',
  'pagina',
  'produto',
  'pessoa',
  'lancamento',
  'jogo',
  'contato',
  'codex',
  'entrada-codex',
  'hub',
] as const;
export type LocatableKind = (typeof locatableKinds)[number];
/** The same list under the registry's name. */
export const recordKinds = locatableKinds;
export type RecordKind = LocatableKind;

/** How each kind is named to a person (pt-BR, singular). */
export const recordKindLabels: Record<RecordKind, string> = {
  lista: 'Lista',
  processo: 'Processo',
  tarefa: 'Tarefa',
  mapa: 'Mapa mental',
  publicacao: 'Publicação',
  pagina: 'Página',
  produto: 'Produto',
  pessoa: 'Pessoa',
  lancamento: 'Lançamento',
  jogo: 'Gamificação',
  contato: 'Contato',
  codex: 'Códex',
  'entrada-codex': 'Entrada de códex',
  hub: 'Hub',
};

/** One record pointed at by (kind, id). */
export const recordRefSchema = z.object({
  kind: z.enum(locatableKinds, { error: 'Tipo de registro desconhecido.' }),
  id: z.uuid({ error: 'Registro não encontrado.' }),
});
export type RecordRef = z.infer<typeof recordRefSchema>;

/** A resolved ref: its title and the web path that opens it (only when it exists). */
export const resolvedRecordSchema = recordRefSchema.extend({
  exists: z.boolean(),
  title: z.string().nullable(),
  path: z.string().nullable(),
});
export type ResolvedRecord = z.infer<typeof resolvedRecordSchema>;

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
