import type { AuditAction, AuditDetails, AuditEntry, AuditPage } from '@orbita/contracts';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Queryable, Tx } from '../../platform/db/client';
import { decodeCursor, encodeCursor } from '../../platform/http/cursor';
import { users } from '../../platform/identity/schema';
import { apiKeys } from '../../platform/identity/schema';
import { auditLog } from './schema';

/** Who did it: a person, or an API key acting for the workspace. */
export interface Actor {
  userId: string;
  /** Set when the request authenticated with an API key. */
  apiKeyId?: string | null;
}

/**
 * Writes one audit entry in the caller's transaction, so the entry exists exactly when the
 * change does. Other modules (finance periods) call it through `service.ts`.
 */
export async function recordAudit(
  tx: Tx,
  workspaceId: string,
  actor: Actor | null,
  action: AuditAction,
  details: AuditDetails = {},
): Promise<void> {
  let actorName: string | null = null;
  if (actor?.apiKeyId) {
    const [key] = await tx
      .select({ name: apiKeys.name })
      .from(apiKeys)
      .where(eq(apiKeys.id, actor.apiKeyId));
    actorName = key ? `Chave ${key.name}` : null;
  } else if (actor) {
    const [user] = await tx
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, actor.userId));
    actorName = user?.name ?? null;
  }
  await tx.insert(auditLog).values({
    workspaceId,
    action,
    actorUserId: actor?.userId ?? null,
    actorApiKeyId: actor?.apiKeyId ?? null,
    actorName,
    details,
  });
}

/** Newest first, `limit` at a time; the cursor holds the last entry's sequence number. */
export async function listAudit(
  q: Queryable,
  workspaceId: string,
  query: { cursor?: string; limit: number },
): Promise<AuditPage> {
  const [after] = query.cursor ? decodeCursor(query.cursor, ['number']) : [];
  const rows = await q
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.workspaceId, workspaceId),
        after === undefined ? undefined : lt(auditLog.seq, BigInt(after)),
      ),
    )
    .orderBy(desc(auditLog.seq))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const items: AuditEntry[] = page.map((row) => ({
    id: row.seq.toString(),
    action: row.action,
    actor: row.actorApiKeyId
      ? { kind: 'key', id: row.actorApiKeyId, name: row.actorName ?? 'Chave removida' }
      : row.actorUserId || row.actorName
        ? { kind: 'user', id: row.actorUserId ?? '', name: row.actorName ?? 'Pessoa removida' }
        : null,
    details: row.details as AuditDetails,
    createdAt: row.createdAt.toISOString(),
  }));
  return {
    items,
    nextCursor: rows.length > query.limit ? encodeCursor([Number(page.at(-1)!.seq)]) : null,
  };
}
