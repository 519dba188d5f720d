/*
 * Account types (PRODUCT.md §1), the second dimension of the one policy layer, next to the
 * role table of roles.ts. Kept free of zod for the same reason (the web reads it on every
 * screen). THE RULE:
 *
 *   A workspace can do what the account type of its Principal (owner) allows; inside that,
 *   each member does what their role allows.
 *
 * - The account type governs what a person can create and own. In their personal workspace
 *   the person is the Principal, so their own type decides: a "Só olhando" tourist keeps an
 *   inbox and lists there, nothing more.
 * - In someone else's workspace, that workspace's Principal's type decides, never the
 *   member's own: a tourist invited as Editor into an organization's workspace works there
 *   as any Editor does (finance entries, game check-ins…), and an organization-type Admin
 *   in a creator's workspace cannot add teams to it.
 * - It limits writes only. Reading what a workspace holds stays a matter of role, so a
 *   person whose type changed still sees everything they made before.
 * - A type not chosen yet (onboarding postponed) counts as tourist: fail closed.
 * - Creating a new workspace is a person-level rule (the person's own type, see
 *   `canCreateWorkspaces`), since the new workspace's Principal will be them.
 */

/** The account types of auth/session.ts (repeated here so this file needs no zod and no auth import). */
type AccountType = 'tourist' | 'player' | 'creator' | 'organization';

/** What a workspace's Principal's account type unlocks there. `basic`: every type. */
export const accountFeatures = [
  'basic', // inbox, lists, tasks; playing (join, check-in, buy, use); own notifications
  'processes', // processes and their cards
  'finance', // boxes, entries, transfers, periods, portfolios, imports
  'games', // resources, games, missions, trophies, store items; deciding check-ins
  'members', // invites and member roles
  'keys', // API keys
  'agents', // agents (automations), their runs and external calls
  'teams', // teams (squads)
  'publishing', // publications, pages, their testing audience and reviews
  'structures', // any write the table below does not name: creator and up (fail closed)
] as const;
export type AccountFeature = (typeof accountFeatures)[number];

export const accountFeatureLabels: Record<AccountFeature, string> = {
  basic: 'Caixa de entrada e listas',
  processes: 'Processos',
  finance: 'Finanças',
  games: 'Criar gamificações',
  members: 'Convidar membros e mudar papéis',
  keys: 'Chaves de API',
  agents: 'Agentes',
  teams: 'Equipes',
  publishing: 'Publicar páginas e publicações',
  structures: 'Criar estruturas',
};

const creatorFeatures: readonly AccountFeature[] = [
  'basic',
  'processes',
  'finance',
  'games',
  'members',
  'keys',
  'agents',
  'publishing',
  'structures',
];

/**
 * PRODUCT.md §1: tourist — explore, play, personal inbox/lists only; player — tourist +
 * inventory, missions, rankings (all of it playing, which is `basic`); creator — everything
 * personal plus publishing, pages, products, gamifications; organization — creator plus
 * organization workspaces with teams.
 */
const featuresOf: Record<AccountType, readonly AccountFeature[]> = {
  tourist: ['basic'],
  player: ['basic'],
  creator: creatorFeatures,
  organization: [...creatorFeatures, 'teams'],
};

/** Whether a workspace whose Principal has `type` (null: not chosen yet) may use `feature`. */
export function accountTypeAllows(type: AccountType | null, feature: AccountFeature): boolean {
  return featuresOf[type ?? 'tourist'].includes(feature);
}

/** The account types that unlock `feature`, for messages ("Criador ou Organização"). */
export function accountTypesFor(feature: AccountFeature): AccountType[] {
  return (Object.keys(featuresOf) as AccountType[]).filter((t) => featuresOf[t].includes(feature));
}

/** Person-level: who may create new workspaces (they become its Principal). */
export function canCreateWorkspaces(type: AccountType | null): boolean {
  return accountTypeAllows(type, 'teams') || accountTypeAllows(type, 'structures');
}

/**
 * Which feature a write route belongs to, by its path (fastify's `:id` or OpenAPI's `{id}`
 * form). First match wins; a path none names is `structures` (creator and up), so a new
 * module is closed to tourists until it is listed here. The route sweep checks every write
 * route against this table.
 */
export const accountFeatureRoutes: { path: RegExp; feature: AccountFeature }[] = [
  { path: /^\/api\/app\/flow\/(processes|cards)(\/|$)/, feature: 'processes' },
  { path: /^\/api\/app\/flow\/(items|lists|tasks)(\/|$)/, feature: 'basic' },
  { path: /^\/api\/app\/riqueza\//, feature: 'finance' },
  {
    path: /^\/api\/app\/gamificacao\/(play\/[^/]+\/join|store-items\/[^/]+\/buy|player\/.*|missions\/[^/]+\/check-ins)$/,
    feature: 'basic',
  },
  { path: /^\/api\/app\/gamificacao\//, feature: 'games' },
  { path: /^\/api\/app\/conta\/contas\/[^/]+\/(membros|convites)(\/|$)/, feature: 'members' },
  { path: /^\/api\/app\/conta\/contas\/[^/]+\/chaves(\/|$)/, feature: 'keys' },
  { path: /^\/api\/app\/conta\/contas\/[^/]+\/equipes(\/|$)/, feature: 'teams' },
  // Agents act in the workspace's name (like API keys): creators and organizations; the
  // external call counts too, so a tourist's workspace cannot be driven from outside.
  { path: /^\/api\/app\/conta\/agentes(\/|$)/, feature: 'agents' },
  // Rename, switch to, leave, transfer, delete; invite preview/accept (person level).
  { path: /^\/api\/app\/conta\/(contas|convites)(\/|$)/, feature: 'basic' },
  { path: /^\/api\/app\/(me|comunicacao)(\/|$)/, feature: 'basic' },
  // Mind maps (PRODUCT.md §1: a tourist keeps only a personal inbox and lists): creator and up.
  { path: /^\/api\/app\/mind-space\/mind-maps(\/|$)/, feature: 'structures' },
  // PRODUCT.md §1: creators and organizations publish (publications, pages, their reviews).
  {
    path: /^\/api\/app\/(universo\/(publications|reviews)|produto\/pages)(\/|$)/,
    feature: 'publishing',
  },
  // Explore (H4): the public site's handle/title is publishing; moderating is a person-level
  // duty of Orbita's moderators (checked by e-mail), in no workspace's name.
  { path: /^\/api\/app\/universo\/explore\/site$/, feature: 'publishing' },
  { path: /^\/api\/app\/universo\/explore\/moderation(\/|$)/, feature: 'basic' },
  // PRODUCT.md §1: products (and their public catalog) are a creator's: creator and up.
  { path: /^\/api\/app\/produto\/produtos(\/|$)/, feature: 'structures' },
  // The store (issue 22): buying is playing (points) or shopping, any type; the workspace's
  // orders and its Pix settings are a creator's, like its products.
  { path: /^\/api\/app\/produto\/loja\/pedidos$/, feature: 'basic' },
  { path: /^\/api\/app\/produto\/(pedidos|loja)(\/|$)/, feature: 'structures' },
  // People and companies (issue 22; H2's import/export and keep-in-touch under the same
  // prefix): a contacts book is a structure of its own, creator and up (PRODUCT.md §1).
  { path: /^\/api\/app\/pessoa\//, feature: 'structures' },
  // Nexos (issue 23): linking two records is everyday work, any account type.
  { path: /^\/api\/app\/nexos(\/|$)/, feature: 'basic' },
  // Hubs (issue 23): a workspace's themed spaces are structures, creator and up.
  { path: /^\/api\/app\/fabrica\/hubs(\/|$)/, feature: 'structures' },
  // Structures (issue 23): saving and instantiating templates is a creator's, creator and up.
  { path: /^\/api\/app\/fabrica\/estruturas(\/|$)/, feature: 'structures' },
  // Sequences (issue 23): a list's or products' code sequence is part of their structure.
  { path: /^\/api\/app\/fabrica\/sequencias(\/|$)/, feature: 'structures' },
  // Codices (issue 23): knowledge bases are structures, creator and up (reading: any member).
  { path: /^\/api\/app\/codex\//, feature: 'structures' },
  // Everyone's media library: an avatar is an upload too (the quota bounds it).
  { path: /^\/api\/app\/[^/]+\/media(\/|$)/, feature: 'basic' },
];

/** The feature of a write route (see `accountFeatureRoutes`). */
export function accountFeatureOf(path: string): AccountFeature {
  return accountFeatureRoutes.find((r) => r.path.test(path))?.feature ?? 'structures';
}
