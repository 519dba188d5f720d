import { expect } from 'vitest';
import type { SweepWorld } from './module-testing';

/**
 * How a module's route-sweep factories make a record of the target workspace: POST to the
 * module's API (`base` + `path`) as the target's owner, expect 201, and remember what must
 * never reach an outsider (`leak`, and then the record's id).
 */
export function sweepRecords(base: string) {
  return async (
    w: SweepWorld,
    path: string,
    body: unknown,
    leak?: string,
  ): Promise<Record<string, unknown>> => {
    const res = await w.owner.call('POST', `${base}${path}`, body, {
      'x-workspace-id': w.workspaceId,
    });
    expect(res.statusCode, `${path} → ${res.body}`).toBe(201);
    const row = res.json<Record<string, unknown>>();
    if (leak) {
      w.mustNotLeak.add(leak);
      if (typeof row.id === 'string') w.mustNotLeak.add(row.id);
    }
    return row;
  };
}
