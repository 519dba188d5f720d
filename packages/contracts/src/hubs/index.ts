import { z } from 'zod';
import { expectedVersion, versionSchema } from '../platform/concurrency';

/**
 * Hubs (issue 23): themed spaces of a workspace that group its lists, processes, mind maps,
 * pages, publications, codices and games. A hub has its own members (`editor` or `leitor`
 * within the hub); a RESTRICTED hub ("Somente membros do hub") narrows who sees its
 * contents: for a workspace member who is neither in the hub nor Admin/owner, the hub is not
 * listed and its records are hidden from their modules' lists and answer 404 (server
 * platform/scope.ts `visibleInWorkspace`). API: `/api/app/fabrica/hubs`.
 */

/** The realtime entity: what the server publishes, and what the web's query keys start with. */
export const hubsEntity = 'hubs';

export const HUB_NAME_MAX = 80;
export const HUB_DESCRIPTION_MAX = 500;
export const HUB_PAGE_DEFAULT = 50;
export const HUB_PAGE_MAX = 100;
/** Items one hub holds at most: the hub home shows them all, so the answer stays bounded. */
export const HUB_ITEMS_MAX = 200;
/** Members one hub holds at most (the home lists them all). */
export const HUB_MEMBERS_MAX = 200;
/** Entries of the activity feed. */
export const HUB_ACTIVITY_MAX = 30;
export const HUB_SEARCH_MAX = 20;

/** What a hub groups, by the record registry's kind. */
export const hubItemKinds = [
  'lista',
  'processo',
  'mapa',
  'pagina',
  'publicacao',
  'codex',
  'jogo',
] as const;
export type HubItemKind = (typeof hubItemKinds)[number];

/** pt-BR names of the kinds (singular, plural), for the groups of the hub home. */
export const hubItemKindLabels: Record<HubItemKind, { one: string; many: string }> = {
  lista: { one: 'Lista', many: 'Listas' },
  processo: { one: 'Processo', many: 'Processos' },
  mapa: { one: 'Mapa mental', many: 'Mapas mentais' },
  pagina: { one: 'Página', many: 'Páginas' },
  publicacao: { one: 'Publicação', many: 'Publicações' },
  codex: { one: 'Códex', many: 'Códices' },
  jogo: { one: 'Jogo', many: 'Jogos' },
};

export const hubMemberRoles = ['editor', 'leitor'] as const;
export type HubMemberRole = (typeof hubMemberRoles)[number];
export const hubMemberRoleLabels: Record<HubMemberRole, string> = {
  editor: 'Editor do hub',
  leitor: 'Leitor do hub',
};

export const hubColors = [
  '#1565c0',
  '#2e7d32',
  '#6a1b9a',
  '#c62828',
  '#ef6c00',
  '#00838f',
  '#4e342e',
  '#37474f',
] as const;
export type HubColor = (typeof hubColors)[number];

export const hubMessages = {
  notFound: 'Hub não encontrado.',
  itemNotFound: 'Item do hub não encontrado.',
  memberNotFound: 'Membro do hub não encontrado.',
  recordNotFound: 'Registro não encontrado.',
  notWorkspaceMember: 'Esta pessoa não é membro da conta.',
  alreadyInHub: 'Este registro já está no hub.',
  tooManyItems: `Um hub guarda no máximo ${HUB_ITEMS_MAX} itens.`,
  tooManyMembers: `Um hub tem no máximo ${HUB_MEMBERS_MAX} membros.`,
  hubEditorsOnly: 'Somente editores do hub podem alterá-lo.',
  orderMismatch: 'A ordem enviada não traz exatamente os itens do hub. Recarregue e tente de novo.',
  lastEditor: 'O hub restrito precisa de pelo menos um editor.',
} as const;

const nameSchema = z
  .string('Informe o nome.')
  .trim()
  .min(1, 'Informe o nome.')
  .max(HUB_NAME_MAX, `Informe no máximo ${HUB_NAME_MAX} caracteres.`);
const descriptionSchema = z
  .string('Descrição inválida.')
  .trim()
  .max(HUB_DESCRIPTION_MAX, `Informe no máximo ${HUB_DESCRIPTION_MAX} caracteres.`);
const iconSchema = z
  .string('Ícone inválido.')
  .trim()
  .max(16, 'Use um emoji como ícone.')
  .nullable();
const colorSchema = z.enum(hubColors, { error: 'Cor inválida.' });
const fileIdSchema = z.uuid({ error: 'Imagem não encontrada.' }).nullable();

/** A person of the hub, with their name for the avatars. */
export const hubMemberSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  role: z.enum(hubMemberRoles),
});
export type HubMember = z.infer<typeof hubMemberSchema>;

/** A hub as lists and realtime messages present it. */
export const hubSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  icon: z.string().nullable(),
  color: z.enum(hubColors),
  coverFileId: z.uuid().nullable(),
  /** A signed URL of the cover image (null without one, or when the file is gone). */
  coverUrl: z.string().nullable(),
  restricted: z.boolean(),
  itemCount: z.number().int(),
  memberCount: z.number().int(),
  /** The first members (for avatars), editors first. */
  members: z.array(hubMemberSchema),
  /** Whether the asking person may change the hub (its fields, members and items). */
  canEdit: z.boolean(),
  version: versionSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Hub = z.infer<typeof hubSchema>;

/** One record of the hub, resolved by the record registry (title, path, last change). */
export const hubItemSchema = z.object({
  id: z.uuid(),
  kind: z.enum(hubItemKinds),
  recordId: z.uuid(),
  title: z.string(),
  path: z.string(),
  pinned: z.boolean(),
  position: z.number().int(),
  /** When the record itself last changed (null when its module keeps no such date). */
  recordUpdatedAt: z.string().nullable(),
  addedAt: z.string(),
  addedByName: z.string().nullable(),
});
export type HubItem = z.infer<typeof hubItemSchema>;

/** The hub home: the hub, all of its members and items (bounded by the maxima above). */
export const hubHomeSchema = z.object({
  hub: hubSchema,
  members: z.array(hubMemberSchema),
  items: z.array(hubItemSchema),
});
export type HubHome = z.infer<typeof hubHomeSchema>;

/** One line of the activity feed. */
export const hubActivitySchema = z.object({
  at: z.string(),
  kind: z.enum(hubItemKinds),
  recordId: z.uuid(),
  title: z.string(),
  path: z.string(),
  /** `alterado`: the record changed (its module's last-change date; who is not known here). */
  action: z.enum(['adicionado', 'alterado']),
  actorName: z.string().nullable(),
});
export type HubActivity = z.infer<typeof hubActivitySchema>;
export const hubActivityListSchema = z.object({ entries: z.array(hubActivitySchema) });
export type HubActivityList = z.infer<typeof hubActivityListSchema>;

/** A record that may be added (search by title). */
export const hubCandidateSchema = z.object({
  kind: z.enum(hubItemKinds),
  recordId: z.uuid(),
  title: z.string(),
  path: z.string(),
});
export type HubCandidate = z.infer<typeof hubCandidateSchema>;
export const hubCandidatesSchema = z.object({ candidates: z.array(hubCandidateSchema) });
export type HubCandidates = z.infer<typeof hubCandidatesSchema>;

export const createHubBodySchema = z.strictObject({
  name: nameSchema,
  description: descriptionSchema.default(''),
  icon: iconSchema.default(null),
  color: colorSchema.default(hubColors[0]),
  coverFileId: fileIdSchema.default(null),
  restricted: z.boolean('Informe sim ou não.').default(false),
});
export type CreateHubBody = z.input<typeof createHubBodySchema>;

/** Only what is sent changes; `version` is the one the edit was made on (409 when stale). */
export const updateHubBodySchema = z.strictObject({
  name: nameSchema.optional(),
  description: descriptionSchema.optional(),
  icon: iconSchema.optional(),
  color: colorSchema.optional(),
  coverFileId: fileIdSchema.optional(),
  restricted: z.boolean('Informe sim ou não.').optional(),
  ...expectedVersion,
});
export type UpdateHubBody = z.input<typeof updateHubBodySchema>;

/** Adds a workspace member to the hub, or changes their role in it. */
export const putHubMemberBodySchema = z.strictObject({
  userId: z.uuid({ error: hubMessages.notWorkspaceMember }),
  role: z.enum(hubMemberRoles, { error: 'Papel inválido.' }),
});
export type PutHubMemberBody = z.input<typeof putHubMemberBodySchema>;

export const addHubItemBodySchema = z.strictObject({
  kind: z.enum(hubItemKinds, { error: 'Tipo de registro desconhecido.' }),
  recordId: z.uuid({ error: hubMessages.recordNotFound }),
});
export type AddHubItemBody = z.input<typeof addHubItemBodySchema>;

export const pinHubItemBodySchema = z.strictObject({ pinned: z.boolean('Informe sim ou não.') });
export type PinHubItemBody = z.input<typeof pinHubItemBodySchema>;

/** The hub's item ids in their new order (exactly the hub's items). */
export const orderHubItemsBodySchema = z.strictObject({
  itemIds: z.array(z.uuid({ error: hubMessages.itemNotFound })).max(HUB_ITEMS_MAX),
});
export type OrderHubItemsBody = z.input<typeof orderHubItemsBodySchema>;

export const hubCandidatesQuerySchema = z.object({
  tipo: z.enum(hubItemKinds, { error: 'Tipo de registro desconhecido.' }).default('lista'),
  q: z.string().trim().max(100, 'Informe no máximo 100 caracteres.').default(''),
});
export type HubCandidatesQuery = z.input<typeof hubCandidatesQuerySchema>;

/** `?cursor=&limit=`: keyset pagination, newest first; the cursor comes from `nextCursor`. */
export const hubListQuerySchema = z.object({
  cursor: z.string().max(500, 'Cursor inválido.').optional(),
  limit: z.coerce
    .number('Informe um número.')
    .int('Informe um número inteiro.')
    .min(1, 'O limite mínimo é 1.')
    .max(HUB_PAGE_MAX, `O limite máximo é ${HUB_PAGE_MAX}.`)
    .default(HUB_PAGE_DEFAULT),
});
export type HubListQuery = z.input<typeof hubListQuerySchema>;

/** One page of hubs, newest first; `nextCursor` is null on the last page. */
export const hubPageSchema = z.object({
  items: z.array(hubSchema),
  nextCursor: z.string().nullable(),
});
export type HubPage = z.infer<typeof hubPageSchema>;

export * from './events';
export * from './realtime';
export * from './endpoints';
