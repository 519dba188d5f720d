import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

/**
 * Starts the first reads of a route's screen into the query cache. It runs from the route's
 * loader, while the screen's chunk is still downloading, so the screen's first render finds
 * its data instead of showing a skeleton and waiting a round trip (issue 17: the dashboard's
 * LCP). It must only start reads (`prefetchQuery`, never awaited); the screen's own queries
 * report any failure.
 */
export type RoutePrefetch = (client: QueryClient, path: string, params: Params) => void;
