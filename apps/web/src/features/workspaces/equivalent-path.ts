import { authRoutes, matchAppRoute } from '@orbita/contracts/routes';

/**
 * Where to go after the workspace changed under a screen (switched, deleted, left, removed
 * by someone else), so no dead page stays open. A record's page (`/flow/lista/{id}`,
 * `/conta/chave/{id}`, …) belongs to the old workspace: its collection (`/flow/listas`),
 * the route listed just before it in the spec's table, or the home page. A workspace's own
 * settings page goes to the new workspace's. Other screens hold no record: null, stay.
 */
export function equivalentPath(pathname: string, workspaceId: string): string | null {
  const route = matchAppRoute(pathname);
  if (!route?.path.endsWith('/:id?')) return null;
  const base = route.path.slice(0, -'/:id?'.length);
  // `/flow/lista` alone (no id) is the route's own empty state: nothing to leave.
  if (pathname.replace(/\/$/, '') === base) return null;
  if (route.path === '/conta/conta/:id?') return `/conta/conta/${workspaceId}`;
  const at = authRoutes.findIndex((r) => r.path === route.path);
  const before = at > 0 ? authRoutes[at - 1] : undefined;
  return before && 'menu' in before && before.area === route.area ? before.path : '/me/home';
}
