import type { StructureKind, StructureSnapshots } from '@orbita/contracts/structures';
import type { CollabHub } from './collab';
import type { Tx } from './db/client';
import type { MemberContext } from './scope';

/**
 * Templates ("estruturas", modules/structures): each module owns how one kind of its
 * records becomes a reusable snapshot and how a snapshot becomes a new record, and declares
 * it in its manifest entry (`templates`). The structures module only stores versions and
 * calls these; it never reads or writes another module's tables.
 */

/** What a provider may use besides the transaction (the collaboration layer of map and codex documents). */
export interface TemplateEnv {
  collab: CollabHub;
}

/** Who asks, in which workspace (with the role: hubs narrow what a member sees). */
export type TemplateMember = Pick<MemberContext, 'userId' | 'workspaceId' | 'role'>;

/** Where and as whom a new record is made: the person is a member allowed to create there. */
export interface TemplateTarget extends TemplateMember {
  /** The new record's name (a list's, a map's root text, a page's title…). */
  name: string;
}

export interface TemplateKind<K extends StructureKind = StructureKind> {
  /**
   * A path of the module's own create route: its account-type feature (`accountFeatureOf`)
   * is checked in the target workspace, as the module's own create would.
   */
  createPath: string;
  /**
   * The template part of the record `recordId` the member sees in their workspace
   * (validated by the kind's contract schema afterwards), with the record's name; null when
   * there is no such record for them.
   */
  snapshot(
    tx: Tx,
    env: TemplateEnv,
    member: TemplateMember,
    recordId: string,
  ): Promise<{ name: string; data: StructureSnapshots[K] } | null>;
  /**
   * A new record made from `data` through the module's own service functions (same events,
   * sequences and rules), inside `tx` (`joinedContext(tx)` turns a service's transaction
   * into a savepoint of it).
   */
  instantiate(
    tx: Tx,
    env: TemplateEnv,
    target: TemplateTarget,
    data: StructureSnapshots[K],
  ): Promise<{ id: string }>;
}

/** A module's providers, by structure kind. */
export type TemplateKinds = { [K in StructureKind]?: TemplateKind<K> };

/** Every module's providers, by kind (one module per kind). */
export type TemplateRegistry = TemplateKinds;

declare module 'fastify' {
  interface FastifyInstance {
    /** The manifest's template providers, by structure kind (see `collectTemplates`). */
    templates: TemplateRegistry;
  }
}

/** Collects the manifest's `templates`; two modules claiming one kind is a programming error. */
export function collectTemplates(modules: readonly { name: string; templates?: TemplateKinds }[]) {
  const registry: Record<string, unknown> = {};
  for (const module of modules) {
    for (const [kind, provider] of Object.entries(module.templates ?? {})) {
      if (registry[kind]) throw new Error(`Estrutura "${kind}" declarada por dois módulos.`);
      registry[kind] = provider;
    }
  }
  return registry as TemplateRegistry;
}
