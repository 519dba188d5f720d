/**
 * The spec's route table (seed-spec §2), word for word, plus the media library's screen
 * (named by the spec by label only). The web router is built from it
 * and the server uses it to answer 404 for paths no screen handles, so both agree on
 * which URLs exist. Paths use React Router syntax: `:id?` is the spec's `{id?}`.
 */
export const areas = {
  me: 'Meu espaço',
  flow: 'Flow',
  conta: 'Conta',
  fabrica: 'Fábrica',
  codex: 'Codex',
  pessoa: 'Pessoas',
  produto: 'Produto',
  comunicacao: 'Comunicação',
  gamificacao: 'Gamificação',
  'mind-space': 'Mind space',
  universo: 'Universo',
  riqueza: 'Riqueza',
} as const;
export type Area = keyof typeof areas;

export type RouteGuard = 'auth';

export interface AppRoute {
  path: string;
  /** Screen title in pt-BR (menu entry, document title, "Em breve" page). */
  title: string;
  area?: Area;
  guard?: RouteGuard;
  /** Shown in the side menu (detail routes are reached from their list). */
  menu?: boolean;
}

export const publicRoutes = [
  { path: '/', title: 'Início' },
  { path: '/play/:codigo?', title: 'Jogar' },
  { path: '/registro/Confirma', title: 'Confirmação de e-mail' },
  { path: '/registro/Recupera', title: 'Recuperação de senha' },
  // Explore (spec: "pages and publications in an explore area"): signed out and signed in.
  { path: '/explorar', title: 'Explorar' },
  // A "testing" publication or page opened by its review audience's signed link.
  { path: '/revisao/:token', title: 'Revisão' },
  // The store's buyer link (issue 22): a guest's order with its Pix code.
  { path: '/pedido/:token', title: 'Pedido' },
] as const satisfies readonly AppRoute[];

const auth = 'auth' as const;

export const authRoutes = [
  { area: 'me', path: '/me/home', title: 'Painel', guard: auth, menu: true },
  { area: 'me', path: '/me/perfil', title: 'Perfil', guard: auth, menu: true },
  // Not in the spec's table: the person's settings screen of issue 17 (reached from the user menu).
  { area: 'me', path: '/me/configuracoes', title: 'Configurações', guard: auth },
  { area: 'flow', path: '/flow/workplace', title: 'Workplace', guard: auth, menu: true },
  { area: 'flow', path: '/flow/coleta-ideias', title: 'Coleta de ideias', guard: auth, menu: true },
  { area: 'flow', path: '/flow/listas', title: 'Listas', guard: auth, menu: true },
  { area: 'flow', path: '/flow/lista/:id?', title: 'Lista', guard: auth },
  { area: 'flow', path: '/flow/processos', title: 'Processos', guard: auth, menu: true },
  { area: 'flow', path: '/flow/processo/:id?', title: 'Processo', guard: auth },
  { area: 'conta', path: '/conta/contas', title: 'Contas', guard: auth, menu: true },
  { area: 'conta', path: '/conta/conta/:id?', title: 'Conta', guard: auth },
  { area: 'conta', path: '/conta/chaves', title: 'Chaves', guard: auth, menu: true },
  { area: 'conta', path: '/conta/chave/:id?', title: 'Chave', guard: auth },
  { area: 'conta', path: '/conta/agentes', title: 'Agentes', guard: auth, menu: true },
  { area: 'conta', path: '/conta/agente/:id?', title: 'Agente', guard: auth },
  { area: 'fabrica', path: '/fabrica/hubs', title: 'Hubs', guard: auth, menu: true },
  { area: 'fabrica', path: '/fabrica/hub/:id?', title: 'Hub', guard: auth },
  { area: 'fabrica', path: '/fabrica/estruturas', title: 'Estruturas', guard: auth, menu: true },
  { area: 'fabrica', path: '/fabrica/estrutura/:id?', title: 'Estrutura', guard: auth },
  // Issue 23: every code sequence of the workspace (lists, inbox, products, orders) on one screen.
  { area: 'fabrica', path: '/fabrica/sequencias', title: 'Sequências', guard: auth, menu: true },
  // Not in the spec's table (it names the media library by label only, §2): the issue-18
  // library screen, in the area of the workspace's building blocks, where its API lives.
  {
    area: 'fabrica',
    path: '/fabrica/midia',
    title: 'Biblioteca de mídia',
    guard: auth,
    menu: true,
  },
  { area: 'codex', path: '/codex/codices', title: 'Códices', guard: auth, menu: true },
  { area: 'codex', path: '/codex/codex/:id?', title: 'Códex', guard: auth },
  { area: 'pessoa', path: '/pessoa/pessoas', title: 'Pessoas', guard: auth, menu: true },
  { area: 'pessoa', path: '/pessoa/pessoa/:id?', title: 'Pessoa', guard: auth },
  // Issue 22: the people playing the workspace's games, with their person records.
  { area: 'pessoa', path: '/pessoa/players', title: 'Players', guard: auth, menu: true },
  { area: 'produto', path: '/produto/paginas', title: 'Páginas', guard: auth, menu: true },
  { area: 'produto', path: '/produto/pagina/:id?', title: 'Página', guard: auth },
  { area: 'produto', path: '/produto/produtos', title: 'Produtos', guard: auth, menu: true },
  { area: 'produto', path: '/produto/produto/:id?', title: 'Produto', guard: auth },
  { area: 'produto', path: '/produto/pedidos', title: 'Pedidos', guard: auth, menu: true },
  { area: 'produto', path: '/produto/pedido/:id?', title: 'Pedido', guard: auth },
  { area: 'produto', path: '/produto/loja', title: 'Loja', guard: auth, menu: true },
  { area: 'comunicacao', path: '/comunicacao/chats', title: 'Chats', guard: auth, menu: true },
  { area: 'comunicacao', path: '/comunicacao/chat/:id?', title: 'Chat', guard: auth },
  {
    area: 'comunicacao',
    path: '/comunicacao/notificacoes',
    title: 'Notificações',
    guard: auth,
    menu: true,
  },
  {
    area: 'gamificacao',
    path: '/gamificacao/recursos',
    title: 'Recursos',
    guard: auth,
    menu: true,
  },
  { area: 'gamificacao', path: '/gamificacao/recurso/:id?', title: 'Recurso', guard: auth },
  {
    area: 'gamificacao',
    path: '/gamificacao/gamificacoes',
    title: 'Gamificações',
    guard: auth,
    menu: true,
  },
  { area: 'gamificacao', path: '/gamificacao/gamificacao/:id?', title: 'Gamificação', guard: auth },
  {
    area: 'gamificacao',
    path: '/gamificacao/player/inventario',
    title: 'Inventário',
    guard: auth,
    menu: true,
  },
  {
    area: 'mind-space',
    path: '/mind-space/mind-maps',
    title: 'Mapas mentais',
    guard: auth,
    menu: true,
  },
  { area: 'mind-space', path: '/mind-space/mind-map/:id?', title: 'Mapa mental', guard: auth },
  {
    area: 'mind-space',
    path: '/mind-space/mind-place',
    title: 'Mind place',
    guard: auth,
    menu: true,
  },
  {
    area: 'universo',
    path: '/universo/publicacoes',
    title: 'Publicações',
    guard: auth,
    menu: true,
  },
  { area: 'universo', path: '/universo/publicacao/:id?', title: 'Publicação', guard: auth },
  // The moderation queue of explore (the operator's moderators; not in the menu).
  { area: 'universo', path: '/universo/moderacao', title: 'Moderação', guard: auth },
  {
    area: 'riqueza',
    path: '/riqueza/administracao',
    title: 'Administração',
    guard: auth,
    menu: true,
  },
  { area: 'riqueza', path: '/riqueza/portfolio/:id?', title: 'Portfólio', guard: auth },
] as const satisfies readonly AppRoute[];

export const appRoutes: readonly AppRoute[] = [...publicRoutes, ...authRoutes];

function toRegExp(path: string): RegExp {
  const pattern = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment.startsWith(':')) {
        return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      }
      return '/' + segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${pattern || '/'}/?$`);
}

const matchers = appRoutes.map((route) => ({ route, regexp: toRegExp(route.path) }));

/** The route of the spec's table that a browser path (without query) opens, if any. */
export function matchAppRoute(pathname: string): AppRoute | undefined {
  return matchers.find((m) => m.regexp.test(pathname))?.route;
}
