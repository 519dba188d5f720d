import { CONFLICT_MESSAGE } from '@orbita/contracts';
import { expect } from 'vitest';
import { expectStatus, type Caller } from './kit';

type Record_ = Record<string, unknown> & { id: string; version: number };

/**
 * The optimistic-concurrency contract of one editable record, through its API:
 *   1. an edit made on the current version passes and bumps it;
 *   2. a second edit made on that same (now stale) version answers 409 `conflict`, pt-BR,
 *      with the record as it is now in `current`, and changes nothing;
 *   3. an edit without `version` still passes (API keys and scripts keep working).
 * `read` (a GET path, default `path`) shows the stored record after the refused edit; `pick`
 * finds the record in an answer that holds more (a stage in its process).
 */
export async function expectVersionedEdits(
  caller: Caller,
  options: {
    path: string;
    read?: string;
    first: object;
    second: object;
    pick?: (answer: Record<string, unknown>) => unknown;
  },
): Promise<void> {
  const { path, read, first, second } = options;
  const pick = (answer: unknown) =>
    (options.pick ? options.pick(answer as Record_) : answer) as Record_;
  const before = pick(expectStatus(await caller.get(read ?? path), 200));
  const version = before.version;
  expect(version, 'o registro expõe a versão').toEqual(expect.any(Number));

  const mine = pick(expectStatus(await caller.patch(path, { ...first, version }), 200));
  expect(mine.version).toBe(version + 1);

  const stale = await caller.patch<{ code: string; message: string; current?: Record_ }>(path, {
    ...second,
    version,
  });
  expect(stale.status, JSON.stringify(stale.body)).toBe(409);
  expect(stale.body).toMatchObject({ code: 'conflict', message: CONFLICT_MESSAGE });
  const current = pick(stale.body.current);
  expect(current).toMatchObject({ id: before.id, version: version + 1 });
  const changed = (record: Record_) =>
    Object.fromEntries(Object.keys(first).map((key) => [key, record[key]]));
  expect(changed(current)).toEqual(changed(mine));

  const now = pick(expectStatus(await caller.get(read ?? path), 200));
  expect(now.version).toBe(version + 1);
  expect(changed(now)).toEqual(changed(mine));

  const blind = pick(expectStatus(await caller.patch(path, second), 200));
  expect(blind.version).toBe(version + 2);
}
