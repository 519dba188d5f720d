import { lazy, type ComponentType } from 'react';

/**
 * `React.lazy` for a part of the sign-in page that uses React Query (the sign-up form, the
 * Google button…): the page itself has no query client, so the part loads with its layer.
 */
export function lazyWithQueries<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Component, { QueryLayer }] = await Promise.all([load(), import('./query-layer')]);
    return {
      default: (props: P) => (
        <QueryLayer>
          <Component {...props} />
        </QueryLayer>
      ),
    };
  });
}
