import { Box, LinearProgress, Tab, Tabs } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../ui/page-header';
import { OverviewTab } from '../overview/overview-tab';
import { financeTabs, type FinanceTab } from './finance-tabs';

// The overview opens with the page; every other tab is its own chunk, loaded when chosen
// (all of them in one chunk passed the 150 KB budget of a lazy area once budgets,
// rules, recurrences and receipts came in).
const EntriesTab = lazy(async () => ({
  default: (await import('../entries/entries-tab')).EntriesTab,
}));
const BoxesTab = lazy(async () => ({ default: (await import('../boxes/boxes-tab')).BoxesTab }));
const CashFlowPanel = lazy(async () => ({
  default: (await import('../cash-flow/cash-flow-panel')).CashFlowPanel,
}));
const BudgetsPanel = lazy(async () => ({
  default: (await import('../budgets/budgets-panel')).BudgetsPanel,
}));
const PeriodsTab = lazy(async () => ({
  default: (await import('../periods/periods-tab')).PeriodsTab,
}));
const PortfoliosPanel = lazy(async () => ({
  default: (await import('../portfolios/portfolios-panel')).PortfoliosPanel,
}));

function isTab(value: string | null): value is FinanceTab {
  return financeTabs.some((t) => t.slug === value);
}

/** `/riqueza/administracao`: the finance home. The tab is in the URL so it survives a reload and can be linked. */
export function AdministrationPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('aba');
  const tab: FinanceTab = isTab(raw) ? raw : 'visao-geral';
  const go = (next: FinanceTab) =>
    setParams(
      (current) => {
        const p = new URLSearchParams(current);
        p.set('aba', next);
        return p;
      },
      { replace: false },
    );

  return (
    <Box sx={{ minWidth: 0 }}>
      <PageHeader title="Administração financeira" subtitle="Riqueza" />
      <Tabs
        value={tab}
        onChange={(_e, v: FinanceTab) => go(v)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label="Seções de finanças"
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {financeTabs.map((t) => (
          <Tab
            key={t.slug}
            value={t.slug}
            label={t.label}
            id={`aba-${t.slug}`}
            aria-controls={`painel-${t.slug}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`painel-${tab}`} aria-labelledby={`aba-${tab}`}>
        <Suspense fallback={<LinearProgress aria-label="Carregando" />}>
          {tab === 'visao-geral' && <OverviewTab onGo={go} />}
          {tab === 'lancamentos' && <EntriesTab />}
          {tab === 'caixas' && <BoxesTab />}
          {tab === 'fluxo' && <CashFlowPanel />}
          {tab === 'orcamentos' && <BudgetsPanel />}
          {tab === 'periodos' && <PeriodsTab />}
          {tab === 'portfolios' && <PortfoliosPanel />}
        </Suspense>
      </Box>
    </Box>
  );
}
