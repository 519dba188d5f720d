import type { RecordRef } from '@orbita/contracts';
import type { NexoLink } from '@orbita/contracts/nexos';
import type { LinkWithEnds } from './service';

/**
 * The one shape a link leaves the server in: seen from `from` (its other end in `other`);
 * without `from`, or when `from` is neither end, from its stored first end.
 */
export function presentLink({ row, a, b }: LinkWithEnds, from?: RecordRef): NexoLink {
  const fromB = from && from.kind === b.kind && from.id === b.id;
  return {
    id: row.id,
    version: row.version,
    label: row.label,
    other: fromB ? a : b,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
