/**
 * Query keys of the finance feature. Every key starts with `finance`, the entity the server
 * publishes for any finance change, so one realtime event refreshes balances, entries,
 * statements and reports together (platform/realtime/use-realtime-invalidation.ts).
 */
export const financeKeys = {
  all: ['finance'] as const,
  summary: () => ['finance', 'summary'] as const,
  boxes: (includeArchived = false) => ['finance', 'boxes', { includeArchived }] as const,
  box: (id: string) => ['finance', 'box', id] as const,
  categories: () => ['finance', 'categories'] as const,
  entries: (filters: object) => ['finance', 'entries', filters] as const,
  transfers: (filters: object) => ['finance', 'transfers', filters] as const,
  statements: (boxId: string) => ['finance', 'statements', boxId] as const,
  statement: (boxId: string, month: string) => ['finance', 'statement', boxId, month] as const,
  periods: () => ['finance', 'periods'] as const,
  valuations: (boxId: string) => ['finance', 'valuations', boxId] as const,
  portfolios: () => ['finance', 'portfolios'] as const,
  portfolio: (id: string) => ['finance', 'portfolio', id] as const,
  cashFlow: (params: object) => ['finance', 'cash-flow', params] as const,
  // fin-web-b: its pickers and detail views keep the server's raw answers under their own keys,
  // so they never share a cache entry with a differently shaped query of the same data.
  boxOptions: () => ['finance', 'box-options'] as const,
  categoryOptions: () => ['finance', 'category-options'] as const,
  investment: (boxId: string) => ['finance', 'investment', boxId] as const,
};
