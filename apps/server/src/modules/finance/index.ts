import { defineModule } from '../../platform/module';
import { entryAttachmentRoutes } from './attachments/routes';
import { subscribeEntryAttachments } from './attachments/service';
import { boxRoutes } from './boxes/routes';
import { subscribeBudgetAlerts } from './budgets/alerts';
import { budgetRoutes } from './budgets/routes';
import { cardRoutes } from './cards/routes';
import { categoryRoutes } from './categories/routes';
import { entryRoutes } from './entries/routes';
import { investmentRoutes } from './investments/routes';
import { periodRoutes } from './periods/routes';
import { portfolioRoutes } from './portfolios/routes';
import { topUpRecurrences } from './recurrences/generate';
import { recurrenceRoutes } from './recurrences/routes';
import { reportRoutes } from './reports/routes';
import { ruleRoutes } from './rules/routes';
import { ensureFinanceSetup } from './shared/setup';
import { transferRoutes } from './transfers/routes';
import { financeEntries } from './schema';

/** Tables read by agents' run input (the records an event names: titles, names). */
export { financeBoxes, financeCategories, financeEntries } from './schema';

/**
 * The finance module (area `riqueza`; register with prefix `/api/app/riqueza`): boxes,
 * entries, transfers, cards, periods, investments and portfolios, plus the reports
 * (cash flow, import, export). Every route needs a member of the current workspace; each
 * checks its role before the body is parsed (the route kit's `requires`). The first
 * request of a workspace creates its default categories. Every write emits its
 * `finance.*` domain event (packages/contracts/src/finance/events.ts); other modules react
 * through the bus, e.g. to `finance.entry.recorded`.
 */
export const financeModule = defineModule({
  name: 'finance',
  tag: 'riqueza',
  prefix: '/api/app/riqueza',
  // An entry opens on the Lançamentos tab (`lancamento=` names it).
  locatable: {
    lancamento: {
      table: financeEntries,
      title: financeEntries.description,
      path: '/riqueza/administracao?aba=lancamentos&lancamento={id}',
      deleted: ['finance.entry.deleted'],
    },
  },
  routes: async (app) => {
    app.addHook('onRequest', app.requireMember);
    app.addHook('preHandler', async (request) => {
      await ensureFinanceSetup(request.ctx, request.member.workspaceId);
      // Never-ending series keep their next 12 months as time passes (recurrences/generate.ts).
      await topUpRecurrences(request.ctx, request.member);
    });
    await app.register(boxRoutes);
    await app.register(categoryRoutes);
    await app.register(entryRoutes);
    await app.register(transferRoutes);
    await app.register(cardRoutes);
    await app.register(periodRoutes);
    await app.register(investmentRoutes);
    await app.register(portfolioRoutes);
    await app.register(reportRoutes);
    await app.register(recurrenceRoutes);
    await app.register(budgetRoutes);
    await app.register(ruleRoutes);
    await app.register(entryAttachmentRoutes);
  },
  // Budget alerts at 80 % and 100 % come from the entries' own events (budgets/alerts.ts);
  // a deleted entry's receipts are no longer in use in the media library.
  subscribe: (bus) => {
    subscribeBudgetAlerts(bus);
    subscribeEntryAttachments(bus);
  },
});

/** For agents: entries recorded inside the caller's transaction, every ledger rule kept. */
export { recordEntries, type EntryInput } from './entries/record';
export { entryProblem } from './entries/entry-problem';
/** The balances recomputed from every entry and transfer (the ledger invariant's other side). */
export { computeBalances } from './shared/ledger';
/** A workspace's default categories, made once (the first finance request does it). */
export { ensureFinanceSetup } from './shared/setup';
/** The finance home's figures (balances, bills), read by the dashboard. */
export { financeSummary } from './reports/summary/service';
/** Card limit use and statements coming due, for the card notifications. */
export {
  cardLimitUseOf,
  hasLimitedCard,
  statementsDueBetween,
  STATEMENT_DUE_SOON_DAYS,
} from './cards/alerts';
