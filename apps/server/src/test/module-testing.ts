import type { FastifyInstance } from 'fastify';
import type { AckWriter, LoadRead } from '../resilience/ack-writer';
import type { Person } from './kit/people';

/**
 * What a module offers tests of the whole server: `modules/<name>/testing.ts` exports
 * `testing: ModuleTesting` (its test-time public entry, as index.ts is its runtime one).
 * Other modules' tests make this module's records only through `factories` (or the API).
 * An interface, so later fields (writers, reads, seed …) merge into it.
 */
export interface ModuleTesting {
  /** Record factories for tests of other modules. */
  factories?: Record<string, (...args: never[]) => Promise<unknown>>;
  /** The module's part of the route sweep (test/route-sweep/). */
  sweep?: SweepFactories;
  /** Acknowledged writes of the crash and load suites (resilience/writers.ts collects them). */
  writers?: AckWriter[];
  /** The module's screens' reads in the load suite's mix (resilience/reads.ts collects them). */
  reads?: LoadRead[];
}

/**
 * The world of the route sweep, which calls every `/api/app/...` route of the OpenAPI
 * document with its path parameters filled with real records of one workspace (the target).
 * Keys of `SweepFactories.params`:
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
