import {
  sequenceMessages,
  type Sequence,
  type UpdateSequenceBody,
} from '@orbita/contracts/sequences';
import type { Queryable, Tx } from './db/client';
import { AppError } from './errors';

/**
 * A module's code sequences (manifest field `sequences`, platform/module.ts): the screen
 * /fabrica/sequencias shows every module's together and edits each one through its owner.
 * The owner keeps its own rules (formats, uniqueness, versions, events); what is common to
 * all — the next number never at or below one already used — is `assertNextNumber`.
 */
export interface SequenceSource {
  /** Whether `id` (`lista-<uuid>`, `coleta-de-ideias`, …) is one of this module's. */
  owns(id: string): boolean;
  /** The workspace's sequences of this module, at most `limit` of a kind with many (lists). */
  list(db: Queryable, workspaceId: string, limit: number): Promise<Sequence[]>;
  /** One of them, or null when it is not in the workspace. */
  get(db: Queryable, workspaceId: string, id: string): Promise<Sequence | null>;
  /**
   * Applies an edit inside the caller's transaction, with the module's own event: 404 when
   * the sequence is not in the workspace, 409 (`VersionConflict`) when `version` is stale,
   * 422 when the next number would repeat a code, 400 for a part the module keeps fixed.
   */
  update(
    tx: Tx,
    member: { userId: string; workspaceId: string },
    id: string,
    change: Omit<UpdateSequenceBody, 'version'> & { version?: number },
  ): Promise<void>;
}

/** 422: the next number must stay above every number already used (codes never repeat). */
export function assertNextNumber(nextNumber: number, lastUsed: number): void {
  if (nextNumber <= lastUsed) {
    const message = sequenceMessages.nextTooLow(lastUsed);
    throw new AppError(422, 'sequences.next_number_used', message, { nextNumber: message });
  }
}

/** 400 for a part of the code the owning module keeps fixed (the inbox's `IN`, …). */
export function assertEditable(
  sequence: Pick<Sequence, 'editable' | 'prefix' | 'width' | 'suffix'>,
  change: { prefix?: string; width?: number; suffix?: string },
): void {
  for (const part of ['prefix', 'width', 'suffix'] as const) {
    if (change[part] !== undefined && change[part] !== sequence[part] && !sequence.editable[part])
      throw AppError.validation(sequenceMessages.notEditable, {
        [part]: sequenceMessages.notEditable,
      });
  }
}

/** Collects the manifest's sources (in manifest order: the screen lists them so). */
export function collectSequenceSources(
  modules: readonly { sequences?: SequenceSource }[],
): SequenceSource[] {
  return modules.flatMap((m) => (m.sequences ? [m.sequences] : []));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The manifest's code sequences, for the sequences module's screen. */
    sequenceSources: readonly SequenceSource[];
  }
}
