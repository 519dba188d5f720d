import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Person } from './test-support';

/**
 * The registry behind route-sweep.test.ts, which calls every `/api/app/...` route of the
 * OpenAPI document with its path parameters filled with real records of one workspace
 * (the target). A module whose routes have path parameters puts a `sweep-factories.ts`
 * next to its routes, exporting `sweepFactories: SweepFactories`; the sweep finds it by
 * itself. Keys of `params`:
 *   - a parameter name (`teamId`) when the name says what it is, or
 *   - the route path up to that parameter (`/api/app/flow/tasks/{id}`) for generic names;
 *     that also covers every deeper route (`/api/app/flow/tasks/{id}/comments`).
 */
export interface SweepWorld {
  app: FastifyInstance;
  workspaceId: string;
  workspaceName: string;
  /** Principal of the target workspace; factories act as them. */
  owner: Person;
  /** An Editor of the target workspace (a member to act on). */
  member: Person;
  /** Strings of the target workspace (ids, names, e-mails) an outsider must never see. */
  mustNotLeak: Set<string>;
}

export interface ParamFactory {
  /** The value belongs to the target workspace: a member of another one must get 404 for it. */
  ownedByTarget: boolean;
  /**
   * Makes the record in the target workspace (once per sweep) and adds what identifies it
   * to `world.mustNotLeak`. `parents` holds the values of the parameters before this one
   * in the path (`{ id: <task id> }` for `…/tasks/{id}/comments/{commentId}`).
   */
  create(world: SweepWorld, parents: Record<string, string>): Promise<string>;
}

export interface SweepFactories {
  params?: Record<string, ParamFactory>;
  /**
   * Valid bodies for writes that validate the body before they look the record up (so an
   * outsider would get 400 instead of 404). Keyed `'<METHOD> <OpenAPI path>'`. Routes that
   * authorize before validating need none: they are sent `{}`.
   */
  bodies?: Record<string, unknown>;
}

const modulesDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** Every module's `sweep-factories.ts`, merged; `fallbacks` only fill what no module gives. */
export async function loadSweepFactories(
  fallbacks: SweepFactories,
): Promise<Required<SweepFactories>> {
  const merged: Required<SweepFactories> = { params: {}, bodies: {} };
  for (const module of fs.readdirSync(modulesDir).sort()) {
    const file = path.join(modulesDir, module, 'sweep-factories.ts');
    if (!fs.existsSync(file)) continue;
    const { sweepFactories } = (await import(file)) as { sweepFactories?: SweepFactories };
    if (!sweepFactories) throw new Error(`${file} must export \`sweepFactories\``);
    for (const kind of ['params', 'bodies'] as const) {
      for (const [key, value] of Object.entries(sweepFactories[kind] ?? {})) {
        if (key in merged[kind])
          throw new Error(`route sweep: ${kind} "${key}" is registered twice (last in ${file})`);
        merged[kind][key] = value;
      }
    }
  }
  for (const [key, value] of Object.entries(fallbacks.params ?? {})) merged.params[key] ??= value;
  for (const [key, value] of Object.entries(fallbacks.bodies ?? {})) merged.bodies[key] ??= value;
  return merged;
}

/** The registry key of `param` in `routePath`: its path prefix when registered, else its name. */
export function factoryKey(
  params: Record<string, ParamFactory>,
  routePath: string,
  param: string,
): string {
  const marker = `{${param}}`;
  const prefix = routePath.slice(0, routePath.indexOf(marker) + marker.length);
  if (params[prefix]) return prefix;
  if (params[param]) return param;
  throw new Error(
    `${routePath}: no factory for path parameter ${marker}. Add one to the \`sweepFactories\` of the ` +
      `module's sweep-factories.ts (see apps/server/src/modules/workspaces/route-sweep-kit.ts), under ` +
      `'${param}' or '${prefix}', that creates such a record in the target workspace.`,
  );
}
