/**
 * The web module manifest: each feature once, with the paths of the spec's route table
 * (packages/contracts routes.ts) it provides screens for, and a lazy import of its
 * `features/<module>/screens.ts`, so every feature is its own chunk and a route downloads
 * only the feature that serves it. A route no module lists shows the labelled "Em breve" page.
 *
 * Adding a module touches no other existing file: create `features/<module>/screens.ts`
 * (route path → screen component, or `{ load }` for a screen big enough to be its own chunk;
 * it imports only from its own feature) and add its one line below, e.g. for mind maps:
 *   webModule('mind-maps', ['/mind-space/mind-maps'], () => import('../features/mind-maps/screens')),
 *
 * It sits in app/ (not features/index.ts) because it is app wiring like the router, the
 * counterpart of the server's module manifest, and no feature can reach the others through it.
 */
import type { authRoutes, publicRoutes } from '@orbita/contracts/routes';
import type { ComponentType } from 'react';
import { provideMediaPicker } from '../platform/media-picker/slot';
import type { RoutePrefetch } from '../platform/route-prefetch';

/** A path of the spec's route table, as written there (e.g. `/flow/lista/:id?`). */
export type RoutePath = (typeof publicRoutes | typeof authRoutes)[number]['path'];

/** A screen big enough to be its own chunk: loaded when its route opens (or is preloaded). */
export interface LazyScreen {
  load: () => Promise<ComponentType>;
}

export type Screen = ComponentType | LazyScreen;

export interface WebModule {
  /** the feature's folder name, one name everywhere (server, contracts, web) */
  name: string;
  paths: readonly RoutePath[];
  screens: () => Promise<{ screens: Partial<Record<string, Screen>> }>;
  /** A small chunk (`features/<module>/prefetch.ts`) with the reads its screens start with. */
  prefetch?: () => Promise<{ prefetch: RoutePrefetch }>;
}

/** Type-checks that the feature's screens.ts provides a screen for every path it claims. */
function webModule<const P extends RoutePath>(
  name: string,
  paths: readonly P[],
  screens: () => Promise<{ screens: NoInfer<Record<P, Screen>> }>,
  options: { prefetch?: WebModule['prefetch'] } = {},
): WebModule {
  return { name, paths, screens, ...options };
}

export const webModules: readonly WebModule[] = [
  webModule(
    'auth',
    ['/', '/registro/Confirma', '/registro/Recupera', '/me/perfil'],
    () => import('../features/auth/screens'),
  ),
  webModule(
    'workspaces',
    ['/conta/contas', '/conta/conta/:id?', '/conta/chaves', '/conta/chave/:id?'],
    () => import('../features/workspaces/screens'),
  ),
  webModule(
    'flow',
    [
      '/flow/workplace',
      '/flow/coleta-ideias',
      '/flow/listas',
      '/flow/lista/:id?',
      '/flow/processos',
      '/flow/processo/:id?',
    ],
    () => import('../features/flow/screens'),
  ),
  webModule(
    'finance',
    ['/riqueza/administracao', '/riqueza/portfolio/:id?'],
    () => import('../features/finance/screens'),
  ),
  webModule(
    'gamification',
    [
      '/play/:codigo?',
      '/gamificacao/recursos',
      '/gamificacao/recurso/:id?',
      '/gamificacao/gamificacoes',
      '/gamificacao/gamificacao/:id?',
      '/gamificacao/player/inventario',
    ],
    () => import('../features/gamification/screens'),
  ),
  webModule(
    'chats',
    ['/comunicacao/chats', '/comunicacao/chat/:id?'],
    () => import('../features/chats/screens'),
  ),
  webModule(
    'communication',
    ['/comunicacao/notificacoes'],
    () => import('../features/communication/screens'),
  ),
  webModule('media', ['/fabrica/midia'], () => import('../features/media/screens')),
  webModule('settings', ['/me/configuracoes'], () => import('../features/settings/screens')),
  webModule('dashboard', ['/me/home'], () => import('../features/dashboard/screens'), {
    prefetch: () => import('../features/dashboard/api/prefetch'),
  }),
  webModule(
    'mind-maps',
    ['/mind-space/mind-maps', '/mind-space/mind-place', '/mind-space/mind-map/:id?'],
    () => import('../features/mind-maps/screens'),
  ),
  webModule(
    'publications',
    ['/universo/publicacoes', '/universo/publicacao/:id?'],
    () => import('../features/publications/screens'),
  ),
  webModule(
    'pages',
    ['/produto/paginas', '/produto/pagina/:id?'],
    () => import('../features/pages/screens'),
  ),
  webModule('reviews', ['/revisao/:token'], () => import('../features/reviews/screens')),
  webModule(
    'agents',
    ['/conta/agentes', '/conta/agente/:id?'],
    () => import('../features/agents/screens'),
  ),
  webModule(
    'explore',
    ['/explorar', '/universo/moderacao'],
    () => import('../features/explore/screens'),
  ),
  webModule(
    'products',
    ['/produto/produtos', '/produto/produto/:id?'],
    () => import('../features/products/screens'),
  ),
  webModule(
    'people',
    ['/pessoa/pessoas', '/pessoa/pessoa/:id?', '/pessoa/players'],
    () => import('../features/people/screens'),
  ),
  webModule(
    'store',
    ['/produto/pedidos', '/produto/pedido/:id?', '/produto/loja', '/pedido/:token'],
    () => import('../features/store/screens'),
  ),
  webModule(
    'hubs',
    ['/fabrica/hubs', '/fabrica/hub/:id?'],
    () => import('../features/hubs/screens'),
  ),
  webModule(
    'structures',
    ['/fabrica/estruturas', '/fabrica/estrutura/:id?'],
    () => import('../features/structures/screens'),
  ),
  webModule(
    'codex',
    ['/codex/codices', '/codex/codex/:id?'],
    () => import('../features/codex/screens'),
  ),
  webModule('sequences', ['/fabrica/sequencias'], () => import('../features/sequences/screens')),
];

// Image/file fields of other features open the library's picker through this slot.
provideMediaPicker(async () => (await import('../features/media/picker/media-picker')).MediaPicker);

const byPath = new Map(webModules.flatMap((m) => m.paths.map((path) => [path, m] as const)));

/** The module whose screens.ts serves a route path of the table, if any is built. */
export function moduleServing(path: string): WebModule | undefined {
  return byPath.get(path as RoutePath);
}
