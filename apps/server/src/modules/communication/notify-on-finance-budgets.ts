import { can, type Role } from '@orbita/contracts';
import { formatCents } from '@orbita/contracts/finance';
import { eq } from 'drizzle-orm';
import type { EventBus } from '../../platform/events/bus';
import { memberships } from '../../platform/identity/schema';
import { clip, deliver } from './notify';
import { on } from './notify-helpers';

/** `2026-11` → "novembro de 2026". */
export function monthName(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 15)).toLocaleDateString('pt-BR', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * A budget reached 80 % or 100 % of its month (finance.budget.alerted, once per category,
 * month and threshold): told to every member who records entries (Editor and up), the one
 * whose entry crossed it included — it is news about the budget, not about their own act.
 */
export function subscribeBudgetNotices(bus: EventBus): void {
  on(bus, 'finance.budget.alerted', async (e, tx) => {
    const members = await tx
      .select({ userId: memberships.userId, role: memberships.role })
      .from(memberships)
      .where(eq(memberships.workspaceId, e.workspaceId));
    const name = clip(e.categoryName, 80);
    // "100 %" even when one entry took it past: the body says by how much.
    const title = `Orçamento de ${name} chegou a ${e.threshold} %`;
    const body = `Gasto de ${formatCents(e.spent)} de ${formatCents(e.available)} em ${monthName(e.month)}.`;
    for (const member of members) {
      if (!can(member.role as Role, 'content.write')) continue;
      await deliver(tx, {
        event: 'budget-alert',
        kind: 'finance',
        workspaceId: e.workspaceId,
        userId: member.userId,
        actorId: null,
        title,
        body,
        link: `/riqueza/administracao?aba=orcamentos&mes=${e.month}`,
      });
    }
  });
}
