import { matchAppRoute, type AppRoute, type Area } from '@orbita/contracts/routes';
import type { ComponentType } from 'react';
import { preloadQueue } from '../platform/preload';
import { ComingSoon } from '../ui/coming-soon';

/** The screens an area's chunk provides, by route path of the spec's table. */
export type Screens = Partial<Record<string, ComponentType>>;

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
};

export async function loadScreen(route: AppRoute): Promise<{ Component: ComponentType }> {
  const chunk = areaChunks[route.area ?? 'public'];
  const screens = chunk ? (await chunk()).screens : {};
  const Screen = screens[route.path];
  if (Screen) return { Component: Screen };
  return { Component: () => <ComingSoon title={route.title} area={route.area} /> };
}

/** Starts loading the chunk of the area `path` belongs to (a likely next route), at most 4 at once. */
export function preloadRoute(path: string): void {
  const area = matchAppRoute(path)?.area ?? 'public';
  const chunk = areaChunks[area];
  if (chunk) void preloadQueue.enqueue(area, chunk);
}
