import { matchAppRoute, type AppRoute, type Area } from '@orbita/contracts/routes';
import type { ComponentType } from 'react';
import { preloadQueue } from '../platform/preload';
import { ComingSoon } from '../ui/coming-soon';

/** A screen big enough to be its own chunk: loaded when its route opens (or is preloaded). */
export interface LazyScreen {
  load: () => Promise<ComponentType>;
}

/** The screens an area's chunk provides, by route path of the spec's table. */
export type Screens = Partial<Record<string, ComponentType | LazyScreen>>;

/** Marks a screen to be split into its own chunk (keeps each chunk within the size budget). */
export const lazyScreen = (load: LazyScreen['load']): LazyScreen => ({ load });

const isLazy = (screen: Screens[string]): screen is LazyScreen =>
  typeof screen === 'object' && screen !== null && 'load' in screen;

/**
 * One lazy chunk per area (Vite splits each dynamic import). An area or a route with no
 * screen yet shows the labelled "Em breve" page; module issues add their screens here.
 */
const areaChunks: Partial<Record<Area | 'public', () => Promise<{ screens: Screens }>>> = {
  public: () => import('./areas/public'),
  me: () => import('./areas/me'),
  conta: () => import('./areas/conta'),
  comunicacao: () => import('./areas/comunicacao'),
  flow: () => import('./areas/flow'),
  riqueza: () => import('./areas/riqueza'),
  gamificacao: () => import('./areas/gamificacao'),
};

export async function loadScreen(route: AppRoute): Promise<{ Component: ComponentType }> {
  const chunk = areaChunks[route.area ?? 'public'];
  const screens = chunk ? (await chunk()).screens : {};
  const Screen = screens[route.path];
  if (isLazy(Screen)) return { Component: await Screen.load() };
  if (Screen) return { Component: Screen };
  return { Component: () => <ComingSoon title={route.title} area={route.area} /> };
}

/**
 * Starts loading the chunk of the area `path` belongs to (a likely next route), and then the
 * screen's own chunk when it has one; at most 4 at once.
 */
export function preloadRoute(path: string): void {
  const route = matchAppRoute(path);
  const area = route?.area ?? 'public';
  const chunk = areaChunks[area];
  if (!chunk) return;
  void preloadQueue.enqueue(area, chunk).then(async () => {
    const screen = route && (await chunk()).screens[route.path];
    if (isLazy(screen)) await preloadQueue.enqueue(route!.path, screen.load);
  });
}
