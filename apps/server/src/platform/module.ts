import type { LocatableKind } from '@orbita/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { CollabKind } from './collab/types';
import type { AppContext } from './context';
import type { EventBus } from './events/bus';
import type { TemplateKinds } from './templates';
import type { SequenceSource } from './sequences';
import type { RecordKindSpec } from './records';

/**
 * One module of Orbita, as the manifest (apps/server/src/modules.ts) lists it. Everything
 * that must know every module — the app's routes, OpenAPI tags, event subscriptions, the
 * route sweep, the fuzz suite, the crash/load writers, the benches — reads the manifest,
 * so adding a module is one new folder and one line there.
 */
export interface ServerModule {
  /** The same name in packages/contracts/src, apps/server/src/modules and apps/web/src/features. */
  name: string;
  /** OpenAPI tag for its routes that do not name their own (the spec's area, pt-BR). */
  tag: string;
  /** Prefix its routes are registered under (e.g. `/api/app/flow`); none when they set their own. */
  prefix?: string;
  routes: FastifyPluginAsync;
  /**
   * Its linkable records, by kind (contracts/workspaces/locate.ts): table, title column, web
   * path and deleted events. The app collects them into THE record registry (`app.records`,
   * platform/records): links, hubs, nexos and structures resolve (kind, id) through it, and
   * the workspaces lookup tells which of the caller's workspaces holds one.
   */
  locatable?: Partial<Record<LocatableKind, RecordKindSpec>>;
  /** Subscribes its handlers on the app's domain-event bus, once per app. */
  subscribe?: (bus: EventBus, ctx: AppContext) => void;
  /** Its code sequences (platform/sequences): shown and edited on /fabrica/sequencias. */
  sequences?: SequenceSource;
  /** Its kind of live collaborative document, if any (platform/collab: rooms `<kind>:<id>`). */
  collab?: CollabKind;
  /** How its records become structures (templates) and back, by kind (platform/templates.ts). */
  templates?: TemplateKinds;
}

/** Declares a module (typed; nothing else). */
export function defineModule(module: ServerModule): ServerModule {
  return module;
}
