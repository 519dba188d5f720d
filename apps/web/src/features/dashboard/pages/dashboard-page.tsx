import CheckIcon from '@mui/icons-material/Check';
import DashboardCustomizeOutlinedIcon from '@mui/icons-material/DashboardCustomizeOutlined';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import { Alert, Box, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState, QueryError } from '../../../ui/query-states';
import { PageHeader } from '../../../ui/page-header';
import { dashboardQueries } from '../api/queries';
import { useDashboardLayout } from '../api/use-dashboard-layout';
import { useLiveDashboard } from '../api/use-live-dashboard';
import { DashboardGrid } from '../components/dashboard-grid';
import { DashboardSkeleton } from '../components/dashboard-skeleton';
import { offered } from '../widgets/widget-views';

/** `/me/home`: "what should I do now?" — the person's widgets, in their order, updated live. */
export function DashboardPage() {
  const summary = useQuery(dashboardQueries.summary());
  const { layout, dialog, move, step, toggle, restore } = useDashboardLayout();
  const [customizing, setCustomizing] = useState(false);
  useLiveDashboard();

  const actions = customizing ? (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button variant="outlined" startIcon={<RestartAltIcon />} onClick={restore}>
        Restaurar padrão
      </Button>
      <Button variant="contained" startIcon={<CheckIcon />} onClick={() => setCustomizing(false)}>
        Concluir
      </Button>
    </Box>
  ) : (
    <Button
      variant="outlined"
      startIcon={<DashboardCustomizeOutlinedIcon />}
      disabled={!layout.isSuccess || !summary.isSuccess}
      onClick={() => setCustomizing(true)}
    >
      Personalizar
    </Button>
  );

  const failed = summary.isError ? summary : layout.isError ? layout : null;
  let body;
  if (failed)
    body = (
      <QueryError
        error={failed.error!}
        onRetry={() => {
          if (summary.isError) void summary.refetch();
          if (layout.isError) void layout.refetch();
        }}
      />
    );
  else if (!summary.data || !layout.data) body = <DashboardSkeleton />;
  else {
    const data = summary.data;
    const visible = layout.data.widgets.filter((w) => !w.hidden && offered(w.id, data));
    body =
      !customizing && visible.length === 0 ? (
        <EmptyState
          icon={<VisibilityOffOutlinedIcon />}
          title="Todos os widgets estão ocultos."
          action={
            <Button variant="contained" onClick={() => setCustomizing(true)}>
              Personalizar o painel
            </Button>
          }
        >
          Escolha o que mostrar em Personalizar, ou restaure o painel padrão.
        </EmptyState>
      ) : (
        <DashboardGrid
          summary={data}
          widgets={layout.data.widgets}
          customizing={customizing}
          onMove={move}
          onStep={step}
          onToggle={toggle}
        />
      );
  }

  return (
    <Box>
      <PageHeader title="Painel" subtitle="Meu espaço" actions={actions} />
      {customizing && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Arraste os widgets pela alça (ou use as setas) para mudar a ordem, e o olho para ocultar
          ou mostrar. Tudo é salvo na hora, só para você.
        </Alert>
      )}
      {body}
      {dialog}
    </Box>
  );
}
