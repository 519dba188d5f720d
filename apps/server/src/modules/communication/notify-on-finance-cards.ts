import { can, type Role } from '@orbita/contracts';
import { formatCents, formatDay } from '@orbita/contracts/finance';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { addDays, clock, saoPauloDay } from '../../platform/clock';
import type { Tx } from '../../platform/db/client';
import { transaction } from '../../platform/db/transaction';
import type { EventBus } from '../../platform/events/bus';
import { memberships } from '../../platform/identity/schema';
import {
  cardLimitUseOf,
  hasLimitedCard,
  STATEMENT_DUE_SOON_DAYS,
  statementsDueBetween,
} from '../finance';
import { deliver, type Notice } from './notify';
import { guarded, on, quote } from './notify-helpers';
import { notificationMarks } from './schema';

/**
 * Credit-card notifications: the limit reaching 80 % and 100 % (once per statement and
 * threshold), and a statement still owing a few days before its due day (once per
 * statement). Told to the members who pay bills (Editor and up), the buyer included: it is
 * news about the card, not about their own purchase. A mark per person and key is inserted
 * first and only the insert that wins notifies, so reruns and several instances never repeat.
 */

const BATCH = 200;

/** `2026-12` → `12/2026`. */
const monthLabel = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;
export const statementLink = (boxId: string, month: string) =>
  `/riqueza/administracao?aba=caixas&caixa=${boxId}&fatura=${month}`;

async function payers(tx: Tx, workspaceId: string): Promise<string[]> {
  const members = await tx
    .select({ userId: memberships.userId, role: memberships.role })
    .from(memberships)
    .where(eq(memberships.workspaceId, workspaceId));
  return members.filter((m) => can(m.role as Role, 'content.write')).map((m) => m.userId);
}

/** Delivers `notice` unless the person already had the one named `key`; 1 when delivered. */
async function once(tx: Tx, key: string, notice: Notice): Promise<number> {
  const [marked] = await tx
    .insert(notificationMarks)
    .values({ userId: notice.userId, key })
    .onConflictDoNothing()
    .returning({ key: notificationMarks.key });
  if (!marked) return 0;
  return (await deliver(tx, notice)) === 'skipped' ? 0 : 1;
}

async function limitNotice(tx: Tx, workspaceId: string, entryId: string): Promise<void> {
  const use = await cardLimitUseOf(tx, workspaceId, entryId);
  if (!use) return;
  // The highest threshold reached speaks; the lower one is marked too, so it never comes after.
  const threshold = use.reached.at(-1)!;
  const title =
    threshold >= 100
      ? `O cartão ${quote(use.boxName)} atingiu o limite`
      : `O cartão ${quote(use.boxName)} usou ${threshold}% do limite`;
  const body = `Usado: ${formatCents(use.used)} de ${formatCents(use.limit)} (fatura ${monthLabel(use.month)}).`;
  const keys = use.reached.map((t) => `card-limit:${use.boxId}:${use.month}:${t}`);
  for (const userId of await payers(tx, workspaceId)) {
    for (const lower of keys.slice(0, -1))
      await tx.insert(notificationMarks).values({ userId, key: lower }).onConflictDoNothing();
    await once(tx, keys.at(-1)!, {
      event: 'card-limit',
      kind: 'finance',
      workspaceId,
      userId,
      actorId: null,
      title,
      body,
      link: statementLink(use.boxId, use.month),
    });
  }
}

/**
 * Per transaction and workspace: whether it has a card with a limit. An import records
 * thousands of entries in one transaction, each emitting `finance.entry.recorded`; a
 * workspace without such a card is then asked once, not once per row (which tripled a
 * 2,500-row import's time with a savepoint and a query each).
 */
const limitedCards = new WeakMap<Tx, Map<string, boolean>>();

export function subscribeCardNotices(bus: EventBus): void {
  bus.onInTransaction('finance.entry.recorded', async (e, tx) => {
    const known = limitedCards.get(tx) ?? new Map<string, boolean>();
    limitedCards.set(tx, known);
    // Known to have no limited card: no savepoint, no query.
    if (known.get(e.workspaceId) === false) return;
    return guarded<'finance.entry.recorded'>(async (p, sp) => {
      if (!known.has(p.workspaceId))
        known.set(p.workspaceId, await hasLimitedCard(sp, p.workspaceId));
      if (known.get(p.workspaceId)) await limitNotice(sp, p.workspaceId, p.entryId);
    })(e, tx);
  });
  on(bus, 'finance.entry.updated', (e, tx) => limitNotice(tx, e.workspaceId, e.entryId));
}

/**
 * Statements still owing whose due day is today or within the next
 * `STATEMENT_DUE_SOON_DAYS` days (São Paulo days), each told once to each payer. Imported
 * history never comes (it owes nothing). Each notice commits on its own. Answers how many
 * notices it delivered.
 */
export async function notifyStatementsDue(ctx: AppContext, now = clock.now()): Promise<number> {
  const from = saoPauloDay(now);
  const range = { from, to: addDays(from, STATEMENT_DUE_SOON_DAYS) };
  let delivered = 0;
  let after: string | undefined;
  for (;;) {
    const page = await statementsDueBetween(ctx.db, range, BATCH, after);
    for (const s of page.items) {
      const when = s.dueDate === from ? 'vence hoje' : `vence em ${formatDay(s.dueDate)}`;
      delivered += await transaction(ctx, async (tx) => {
        let count = 0;
        for (const userId of await payers(tx, s.workspaceId))
          count += await once(tx, `card-due:${s.boxId}:${s.month}`, {
            event: 'card-due',
            kind: 'finance',
            workspaceId: s.workspaceId,
            userId,
            actorId: null,
            title: `A fatura ${monthLabel(s.month)} do cartão ${quote(s.boxName)} ${when}`,
            body: `Falta pagar ${formatCents(s.remaining)}.`,
            link: statementLink(s.boxId, s.month),
          });
        return count;
      });
    }
    if (!page.next) return delivered;
    after = page.next;
  }
}
