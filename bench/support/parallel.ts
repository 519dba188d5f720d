import pLimit from 'p-limit';
import type { BenchContext, BenchSession } from './sessions';

/**
 * How many people the API scenarios seed at once. support/sessions.ts's forEachPerson seeds 4
 * at a time, and each person's records one after another: on 2 cores that left the server
 * and PostgreSQL about half idle while the setups ran (~200 s of the bench's 10 minutes went
 * to preparing data). 8 keeps the requests in flight under the server's 10 database
 * connections, so none waits past its 5 s connection timeout (the 503s that stopped the
 * bench on 27/11 came from 25 heavy imports at once).
 */
export const SEED_CONCURRENCY = 8;

/** `work` for each item, at most `concurrency` at once; the results in the items' order. */
export function inParallel<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const limit = pLimit(concurrency);
  return Promise.all(items.map((item, index) => limit(() => work(item, index))));
}

/**
 * Seeds per person, SEED_CONCURRENCY people at a time (forEachPerson with more in flight).
 * Each person's own records are still made in order by `seed`.
 */
export function forEachPersonInParallel<T>(
  ctx: BenchContext,
  seed: (person: BenchSession, index: number) => Promise<T>,
  concurrency = SEED_CONCURRENCY,
): Promise<T[]> {
  return inParallel(ctx.people, concurrency, seed);
}

/**
 * The `[first, last]` ranges of `1..count` cut in `parts` (the last ones one shorter), for one
 * INSERT … SELECT generate_series per part.
 */
export function ranges(count: number, parts: number): [number, number][] {
  const out: [number, number][] = [];
  let first = 1;
  for (let i = 0; i < parts; i++) {
    const size = Math.floor(count / parts) + (i < count % parts ? 1 : 0);
    out.push([first, first + size - 1]);
    first += size;
  }
  return out;
}

/**
 * How many statements a volume seed runs at once. One INSERT … SELECT runs on one backend,
 * i.e. one core, and the big seeds are bound by PostgreSQL's CPU (the generated search
 * vectors: to_tsvector over every row); the server is idle while they run, so two halves on
 * two connections use both cores.
 */
export const SQL_PARALLEL = 2;

/**
 * Runs `statement(first, last)` for each range of `1..count` at the same time (give it a pool
 * of at least `parts` connections; each statement is its own transaction): the same rows as
 * one statement over `1..count`.
 */
export async function insertInRanges(
  count: number,
  statement: (first: number, last: number) => Promise<unknown>,
  parts = SQL_PARALLEL,
): Promise<void> {
  await Promise.all(ranges(count, parts).map(([first, last]) => statement(first, last)));
}
