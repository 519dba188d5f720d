import { prefixFromName } from '@orbita/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client';
import { AppError } from '../../../platform/errors';
import { inWorkspace } from '../../../platform/scope';
import { flowLists } from './schema';

/**
 * Task codes (`TAR-0042-X`) are unique in a workspace, so no two lists may share a prefix
 * and suffix: the second list's tasks could never be created. These run inside the list's
 * transaction, behind a per-workspace advisory lock so two concurrent creations cannot pick
 * the same prefix.
 */
export async function lockWorkspaceSequences(tx: Tx, workspaceId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`flow-list-sequence:${workspaceId}`}))`,
  );
}

async function usedBy(
  tx: Tx,
  workspaceId: string,
  prefix: string,
  suffix: string,
  exceptListId?: string,
) {
  const [row] = await tx
    .select({ name: flowLists.name })
    .from(flowLists)
    .where(
      and(
        eq(flowLists.workspaceId, workspaceId),
        eq(flowLists.codePrefix, prefix),
        eq(flowLists.codeSuffix, suffix),
        exceptListId ? ne(flowLists.id, exceptListId) : undefined,
      ),
    )
    .limit(1);
  return row?.name;
}

export async function assertSequenceFree(
  tx: Tx,
  workspaceId: string,
  sequence: { prefix: string; suffix: string },
  exceptListId?: string,
): Promise<void> {
  const other = await usedBy(tx, workspaceId, sequence.prefix, sequence.suffix, exceptListId);
  if (other !== undefined) {
    const message = `O prefixo ${sequence.prefix}${sequence.suffix ? ` com o sufixo ${sequence.suffix}` : ''} já é usado pela lista "${other}". Escolha outro para que os códigos não se repitam.`;
    throw new AppError(409, 'flow.sequence_taken', message, { 'sequence.prefix': message });
  }
}

export async function freeSequence(
  tx: Tx,
  workspaceId: string,
  name: string,
): Promise<{ prefix: string; width: number; suffix: string }> {
  // Numbered when taken: BAC, BAC2, BAC3… The prefixes taken are read in ONE query: looking
  // each candidate up made the nth list of a name cost n round trips, all under the
  // workspace's lock (the bench's 60 lists "Lista 1…60" per person took 31 s to make).
  const base = prefixFromName(name);
  const rows = await tx
    .select({ prefix: flowLists.codePrefix })
    .from(flowLists)
    .where(
      inWorkspace(
        flowLists,
        { workspaceId },
        eq(flowLists.codeSuffix, ''),
        sql`starts_with(${flowLists.codePrefix}, ${base})`,
      ),
    );
  const taken = new Set(rows.map((r) => r.prefix));
  for (let n = 1; ; n++) {
    const prefix = n === 1 ? base : `${base}${n}`;
    if (!taken.has(prefix)) return { prefix, width: 4, suffix: '' };
  }
}
