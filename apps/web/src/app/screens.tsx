import { matchAppRoute, type AppRoute } from '@orbita/contracts/routes';
import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import { preloadQueue } from '../platform/preload';
import { moduleServing, type LazyScreen, type Screen, type WebModule } from './modules';

const isLazy = (screen: Screen | undefined): screen is LazyScreen =>
  typeof screen === 'object' && screen !== null && 'load' in screen;

async function screenOf(module: WebModule, path: string): Promise<Screen | undefined> {
  return (await module.screens()).screens[path];
}

/**
 * The screen of a route of the spec's table, through the module manifest. A route no module
 * serves yet shows the labelled "Em breve" page.
 */
export async function loadScreen(route: AppRoute): Promise<{ Component: ComponentType }> {
  const module = moduleServing(route.path);
  const Screen = module && (await screenOf(module, route.path));
  if (isLazy(Screen)) return { Component: await Screen.load() };
  if (Screen) return { Component: Screen };
  // Loaded only for a route no module serves: it is not part of every first load (the
  // sign-in page's 200 KB budget).
  const { ComingSoon } = await import('../ui/coming-soon');
  return { Component: () => <ComingSoon title={route.title} area={route.area} /> };
}

/**
 * Starts loading the chunk of the module that serves `path` (a likely next route), and then
 * the screen's own chunk when it has one; at most 4 at once.
 */
export function preloadRoute(path: string): void {
  const route = matchAppRoute(path);
  const module = route && moduleServing(route.path);
  if (!module) return;
  void preloadQueue.enqueue(module.name, module.screens).then(async () => {
    const screen = await screenOf(module, route.path);
    if (isLazy(screen)) await preloadQueue.enqueue(route.path, screen.load);
  });
}

/**
 * Starts the first reads of the screen of `route` (its module's `prefetch`), in parallel
 * with the screen's chunk. Called by the route's loader once its guard let the person in.
 */
export function prefetchRouteData(route: AppRoute, params: Params): void {
  const load = moduleServing(route.path)?.prefetch;
  if (!load) return;
  // The query client is not in the entry (platform/query): it loads beside the module's prefetch.
  Promise.all([load(), import('../platform/query/query-client')]).then(
    ([{ prefetch }, { queryClient }]) => prefetch(queryClient, route.path, params),
    // A chunk that failed to load here fails again, visibly, when the screen loads it.
    () => undefined,
  );
}
