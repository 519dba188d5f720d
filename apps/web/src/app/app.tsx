import { StrictMode, useEffect, type ReactNode } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import { Providers } from './providers';

/** Calls `onCommit` once the tree has first committed (after hydration, for a hydrated page). */
function Committed({ onCommit, children }: { onCommit?: () => void; children: ReactNode }) {
  useEffect(() => onCommit?.(), [onCommit]);
  return children;
}

/**
 * The whole app for a router: the browser's (main.tsx) and the build's prerender of the
 * sign-in page (src/prerender) render this same tree, so hydration finds the same elements
 * and the same generated ids (useId) in the prerendered HTML. `onHydrated` runs once the
 * first render has committed.
 */
export function App({ router, onHydrated }: { router: DataRouter; onHydrated?: () => void }) {
  return (
    <StrictMode>
      <Committed onCommit={onHydrated}>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </Committed>
    </StrictMode>
  );
}
