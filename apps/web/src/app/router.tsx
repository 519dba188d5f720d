import { authRoutes, publicRoutes, type AppRoute } from '@orbita/contracts/routes';
import {
  data,
  type LoaderFunctionArgs,
  type RouteObject,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { ErrorPage } from './error-page';
import { guardFor } from './guards';
import { loadScreen, prefetchRouteData } from './screens';
import { FullPageLayout } from './shell/full-page-layout';
import { PublicLayout } from './shell/public-layout';
import { PageLoading } from '../ui/page-loading';

function toRouteObject(route: AppRoute): RouteObject {
  return {
    path: route.path,
    ...(route.guard
      ? {
          loader: (args: LoaderFunctionArgs) => {
            guardFor(route.guard!)(args);
            prefetchRouteData(route, args.params);
            return null;
          },
          // The guard and the prefetch depend on the path alone. React Router re-runs loaders
          // when only the query changes (`?tarefa=<id>` opening a task's drawer), which put the
          // navigation through 'loading' and drew the whole shell twice (issue 26: opening a task).
          shouldRevalidate: ({
            currentUrl,
            nextUrl,
            defaultShouldRevalidate,
          }: ShouldRevalidateFunctionArgs) =>
            currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate,
        }
      : {}),
    lazy: () => loadScreen(route),
    handle: { route },
  };
}

const fullPage = new Set<string>(['/registro/Confirma', '/registro/Recupera']);

/** The spec's route table (§2) as React Router routes, with its layouts and error handling. */
export function buildRoutes(): RouteObject[] {
  return [
    { id: 'root', HydrateFallback: PageLoading, errorElement: <ErrorPage />, children: layouts() },
  ];
}

/** The sign-in page: the one route that works without React Query (its budget, bench/). */
const SIGN_IN = '/';

// Every other route renders inside the query client's layer, loaded with it in parallel.
const queryLayer = async () => ({
  Component: (await import('../platform/query/query-layer')).QueryLayer,
});

function layouts(): RouteObject[] {
  const publicPages = publicRoutes.filter((r) => !fullPage.has(r.path));
  return [
    {
      element: <PublicLayout />,
      errorElement: <ErrorPage />,
      children: [
        ...publicPages.filter((r) => r.path === SIGN_IN).map(toRouteObject),
        {
          lazy: queryLayer,
          children: publicPages.filter((r) => r.path !== SIGN_IN).map(toRouteObject),
        },
      ],
    },
    {
      lazy: queryLayer,
      children: [
        {
          element: <FullPageLayout />,
          errorElement: <ErrorPage />,
          children: publicRoutes.filter((r) => fullPage.has(r.path)).map(toRouteObject),
        },
        {
          // The signed-in shell (menu, icons, popovers) is its own chunk: the sign-in page does not pay for it.
          lazy: async () => ({ Component: (await import('./shell/app-shell')).AppShell }),
          errorElement: <ErrorPage />,
          children: authRoutes.map(toRouteObject),
        },
      ],
    },
    {
      path: '*',
      Component: () => null,
      errorElement: <ErrorPage />,
      loader: ({ request }) => {
        const url = new URL(request.url);
        throw data(`Page not found: ${url.pathname}${url.search}${url.hash}`, { status: 404 });
      },
    },
  ];
}
