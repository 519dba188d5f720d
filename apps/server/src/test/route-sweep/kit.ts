import fs from 'node:fs';
import path from 'node:path';
import { modules } from '../../modules';
import type { ModuleTesting, ParamFactory, SweepFactories } from '../module-testing';

/** Every module's `testing.ts` (modules of the server manifest), keyed by module name. */
export async function loadModuleTestings(): Promise<Map<string, ModuleTesting>> {
  const found = new Map<string, ModuleTesting>();
  for (const { name } of modules) {
    const file = path.resolve(import.meta.dirname, '../../modules', name, 'testing.ts');
    // A module without records of its own (health) has no testing.ts.
    if (!fs.existsSync(file)) continue;
    const loaded = (await import(file)) as { testing?: ModuleTesting };
    if (!loaded.testing) throw new Error(`modules/${name}/testing.ts must export \`testing\``);
    found.set(name, loaded.testing);
  }
  return found;
}

/** The `sweep` parts of every module's `testing.ts`, merged; a key registered twice is an error. */
export async function loadSweepFactories(): Promise<Required<SweepFactories>> {
  const merged: Required<SweepFactories> = { params: {}, bodies: {} };
  for (const [name, { sweep }] of await loadModuleTestings()) {
    for (const kind of ['params', 'bodies'] as const) {
      for (const [key, value] of Object.entries(sweep?.[kind] ?? {})) {
        if (key in merged[kind])
          throw new Error(`route sweep: ${kind} "${key}" is registered twice (last in ${name})`);
        merged[kind][key] = value;
      }
    }
  }
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
    `${routePath}: no factory for path parameter ${marker}. Add one to the \`sweep.params\` of the ` +
      `module's testing.ts (see apps/server/src/test/module-testing.ts), under ` +
      `'${param}' or '${prefix}', that creates such a record in the target workspace.`,
  );
}
