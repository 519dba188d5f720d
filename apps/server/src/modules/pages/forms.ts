import { opensPublicly } from '@orbita/contracts/explore';
import { flowEntities } from '@orbita/contracts/flow';
import {
  PAGE_FORM_HONEYPOT,
  pageFormMessages,
  type pageFormBodySchema,
} from '@orbita/contracts/pages';
import { ITEM_CONTENT_MAX } from '@orbita/contracts/flow';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { transaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors';
import { memberships } from '../../platform/identity/schema';
import { publishAfterCommit } from '../../platform/realtime/publish';
import { captureItemInTx } from '../flow';
import { pages } from './schema';

type Answer = z.output<typeof pageFormBodySchema>;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s().-]{8,}$/;
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * A visitor's answer to a contact form block → one item in the page's workspace inbox, in
 * one transaction. Only the LIVE copy of a page that opens publicly takes answers (a draft,
 * private or hidden page answers 404 like a missing one). A filled honeypot is accepted and
 * dropped, so a bot learns nothing. Returns whether an item was made.
 */
export async function submitPageForm(
  ctx: AppContext,
  pageId: string,
  blockId: string,
  answer: Answer,
): Promise<boolean> {
  // A public capability by id (no member, no workspace): the page's own rule decides.
  const [page] = await ctx.db.select().from(pages).where(eq(pages.id, pageId)).limit(1);
  const open =
    page &&
    opensPublicly({ status: page.status, visibility: page.visibility, hidden: !!page.hiddenAt });
  const block = open
    ? page.liveBlocks?.find((b) => b.id === blockId && b.type === 'form')
    : undefined;
  if (!page || !block || block.type !== 'form') throw AppError.notFound(pageFormMessages.notFound);

  const name = oneLine(answer.name ?? '');
  const email = (answer.email ?? '').trim();
  const phone = oneLine(answer.phone ?? '');
  const message = (answer.message ?? '').trim();
  const fields: Record<string, string> = {};
  const asks = new Set(block.fields);
  if (asks.has('name') && !name) fields.name = pageFormMessages.nameRequired;
  if (asks.has('email') && !EMAIL.test(email)) fields.email = pageFormMessages.emailInvalid;
  if (asks.has('phone') && phone && !PHONE.test(phone))
    fields.phone = pageFormMessages.phoneInvalid;
  if (asks.has('message') && !message) fields.message = pageFormMessages.messageRequired;
  if (Object.keys(fields).length > 0) throw AppError.validation(Object.values(fields)[0]!, fields);
  if ((answer[PAGE_FORM_HONEYPOT] ?? '').trim() !== '') return false;

  const title = page.liveTitle ?? page.title;
  const who = name || email || phone || 'visitante';
  const lines = [
    `Contato pela página “${title.length > 80 ? `${title.slice(0, 79)}…` : title}”: ${who}`,
    asks.has('name') && name ? `Nome: ${name}` : '',
    asks.has('email') && email ? `E-mail: ${email}` : '',
    asks.has('phone') && phone ? `Telefone: ${phone}` : '',
    asks.has('message') && message ? `Mensagem:\n${message}` : '',
  ].filter(Boolean);
  const content = lines.join('\n').slice(0, ITEM_CONTENT_MAX);

  await transaction(ctx, async (tx) => {
    // The inbox item is the workspace's: recorded as brought in by its Principal.
    const [owner] = await tx
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(and(eq(memberships.workspaceId, page.workspaceId), eq(memberships.role, 'owner')))
      .limit(1);
    if (!owner) throw AppError.notFound(pageFormMessages.notFound);
    const item = await captureItemInTx(
      tx,
      { workspaceId: page.workspaceId, userId: owner.userId },
      // Visitors' words are never read as quick-add shorthand (dates, #tags, !priority).
      { content, parse: false },
    );
    publishAfterCommit(tx, page.workspaceId, {
      type: 'created',
      entity: flowEntities.item,
      id: item.id,
      data: item,
    });
  });
  return true;
}
