import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React adopts prerendered markup (and in the prerender itself), true in every
 * render after. A page rendered in the browser from scratch is true from its first render.
 * The prerendered sign-in form keeps its submit button disabled until then: before hydration
 * a submit would be the browser's own, not the app's sign-in.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
