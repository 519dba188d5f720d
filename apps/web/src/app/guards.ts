import type { RouteGuard } from '@orbita/contracts/routes';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { isAuthenticated } from '../platform/session/session-store';

type GuardFn = (args: LoaderFunctionArgs) => void;

/** Named route guards (spec §2). Signed-out visitors of an auth route go to sign in at `/`. */
export const guards: Record<RouteGuard, GuardFn> = {
  auth: ({ request }) => {
    if (isAuthenticated()) return;
    const url = new URL(request.url);
    const next = url.pathname + url.search;
    throw redirect(`/?next=${encodeURIComponent(next)}`);
  },
};

/** An unknown named guard is a programming error: it throws (spec §8). */
export function guardFor(name: string): GuardFn {
  const guard = (guards as Record<string, GuardFn | undefined>)[name];
  if (!guard) throw new Error(`Unknown route guard: ${name}`);
  return guard;
}
