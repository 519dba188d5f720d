import { Box, Tab, Tabs } from '@mui/material';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../ui/page-header';
import { BoxesTab } from '../boxes/boxes-tab';
import { BudgetsPanel } from '../budgets/budgets-panel';
import { CashFlowPanel } from '../cash-flow/cash-flow-panel';
import { EntriesTab } from '../entries/entries-tab';
import { OverviewTab } from '../overview/overview-tab';
import { PeriodsTab } from '../periods/periods-tab';
import { PortfoliosPanel } from '../portfolios/portfolios-panel';
import { financeTabs, type FinanceTab } from './finance-tabs';

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
        {tab === 'visao-geral' && <OverviewTab onGo={go} />}
        {tab === 'lancamentos' && <EntriesTab />}
        {tab === 'caixas' && <BoxesTab />}
        {tab === 'fluxo' && <CashFlowPanel />}
        {tab === 'orcamentos' && <BudgetsPanel />}
        {tab === 'periodos' && <PeriodsTab />}
        {tab === 'portfolios' && <PortfoliosPanel />}
      </Box>
    </Box>
  );
}
