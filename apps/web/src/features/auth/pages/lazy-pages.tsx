import { lazy, Suspense, type ComponentType } from 'react';
import { PageLoading } from '../../../ui/page-loading';

/**
 * The link pages load their forms (react-hook-form, zod) on demand, so the public area's
 * chunk — the front door `/` — stays small.
 */
function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  const Page = lazy(async () => ({ default: await load() }));
  return function LazyPage() {
    return (
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    );
  };
}

export const ConfirmPage = lazyPage(async () => (await import('./confirm-page')).ConfirmPage);
export const ResetPage = lazyPage(async () => (await import('./reset-page')).ResetPage);
