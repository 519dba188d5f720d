import { CARD_ATTACHMENTS_MAX, type CardAttachment } from '@orbita/contracts';
import { and, count, eq } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { emit } from '../../../platform/events/bus';
import { releaseUsage, useAsAttachment } from '../../media';
import { byMember, type Member } from '../shared/actor';
import { cardUsage, inCard } from './card-parts';
import { presentAttachment } from './presenter';
import { flowCardAttachments } from './schema';

/**
 * Attaches a media library file: the library records the usage (the file shows "Usado em:
 * cartão …" and asks before being deleted); a file of another workspace answers 404 and
 * nothing is kept. Attaching the same file again answers the attachment already there.
 */
export function attachCardFile(
  ctx: AppContext,
  member: Member,
  cardId: string,
  fileId: string,
): Promise<{ attachment: CardAttachment; created: boolean }> {
  return inCard(ctx, member, cardId, async (tx, card) => {
    const file = await useAsAttachment(tx, fileId, cardUsage(member, card));
    const [existing] = await tx
      .select()
      .from(flowCardAttachments)
      .where(and(eq(flowCardAttachments.cardId, cardId), eq(flowCardAttachments.fileId, file.id)));
    if (existing) return { attachment: presentAttachment(existing), created: false };
    const [row] = await tx
      .select({ n: count() })
      .from(flowCardAttachments)
      .where(eq(flowCardAttachments.cardId, cardId));
    if ((row?.n ?? 0) >= CARD_ATTACHMENTS_MAX)
      throw AppError.conflict(`Um cartão pode ter no máximo ${CARD_ATTACHMENTS_MAX} anexos.`);
    const [attached] = await tx
      .insert(flowCardAttachments)
      .values({
        workspaceId: member.workspaceId,
        cardId,
        fileId: file.id,
        name: file.name,
        mimeType: file.mimeType,
        size: file.size,
        createdBy: member.userId,
      })
      .returning();
    await emit(tx, 'flow.card-attachment.added', {
      ...byMember(member),
      cardId,
      processId: card.processId,
      attachmentId: attached!.id,
      fileId: file.id,
    });
    return { attachment: presentAttachment(attached!), created: true };
  });
}

/** Removes the attachment (the file stays in the library, no longer used by the card). */
export function detachCardFile(
  ctx: AppContext,
  member: Member,
  cardId: string,
  attachmentId: string,
): Promise<void> {
  return inCard(ctx, member, cardId, async (tx, card) => {
    const [removed] = await tx
      .delete(flowCardAttachments)
      .where(and(eq(flowCardAttachments.cardId, cardId), eq(flowCardAttachments.id, attachmentId)))
      .returning();
    if (!removed) throw AppError.notFound('Anexo não encontrado.');
    await releaseUsage(tx, removed.fileId, cardUsage(member, card));
    await emit(tx, 'flow.card-attachment.removed', {
      ...byMember(member),
      cardId,
      processId: card.processId,
      attachmentId,
      fileId: removed.fileId,
    });
  });
}
