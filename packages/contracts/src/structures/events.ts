import type { DomainEventBase } from '../platform/events';
import type { StructureKind } from './snapshots';

/**
 * Domain events of structures (see platform/events.ts): each write emits one inside its
 * transaction. Payloads carry the ids a subscriber filters on; the presented structure goes
 * over realtime, not here.
 */
export interface StructuresEvents {
  'structures.structure.created': DomainEventBase & { structureId: string; kind: StructureKind };
  /** Renamed, described, or a new version saved (`versionNumber` then). */
  'structures.structure.updated': DomainEventBase & {
    structureId: string;
    versionNumber: number | null;
  };
  'structures.structure.deleted': DomainEventBase & { structureId: string };
  /**
   * A record made from a structure. `workspaceId` is the workspace that received it (maybe
   * not the structure's: `sourceWorkspaceId`, null for the starter gallery's).
   */
  'structures.structure.instantiated': DomainEventBase & {
    structureId: string;
    sourceWorkspaceId: string | null;
    kind: StructureKind;
    recordId: string;
    versionNumber: number;
  };
}

declare module '../platform/events' {
  interface DomainEvents extends StructuresEvents {}
}
