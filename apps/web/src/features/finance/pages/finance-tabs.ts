/** The tabs of the finance home, in the order shown; the slug lives in `?aba=`. */
export const financeTabs = [
  { slug: 'visao-geral', label: 'Visão geral' },
  { slug: 'lancamentos', label: 'Lançamentos' },
  { slug: 'caixas', label: 'Caixas' },
  { slug: 'fluxo', label: 'Fluxo' },
  { slug: 'orcamentos', label: 'Orçamentos' },
  { slug: 'periodos', label: 'Períodos' },
  { slug: 'portfolios', label: 'Portfólios' },
] as const;
export type FinanceTab = (typeof financeTabs)[number]['slug'];
