import type { DashboardFlow } from '@orbita/contracts/dashboard';
import { Alert, Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { WidgetEmpty } from '../components/widget-frame';
import { CaptureButton } from './capture-button';
import { formatIntegerBR } from '../../../platform/masks/number-br';
import { shortDateTime } from './format';

/** The inbox count (items waiting to be processed) and whether the weekly review is due. */
export function InboxWidget({ flow }: { flow: DashboardFlow }) {
  const review = flow.weeklyReviewDue && (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" component={RouterLink} to="/flow/workplace">
          Revisar
        </Button>
      }
    >
      Revisão semanal pendente
      {flow.lastReviewAt ? ` (última em ${shortDateTime(flow.lastReviewAt)})` : ''}.
    </Alert>
  );
  if (flow.inboxCount === 0)
    return (
      <>
        <WidgetEmpty
          text="Caixa de entrada vazia. Capture uma ideia com C."
          action={<CaptureButton />}
        />
        {review}
      </>
    );
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Typography
          component="p"
          sx={{ fontSize: 40, fontWeight: 600, lineHeight: 1 }}
          data-testid="inbox-count"
        >
          {formatIntegerBR(flow.inboxCount)}
        </Typography>
        <Typography color="text.secondary">
          {flow.inboxCount === 1 ? 'item para processar' : 'itens para processar'}
        </Typography>
      </Box>
      <Box>
        <Button variant="contained" size="small" component={RouterLink} to="/flow/workplace">
          Processar a caixa de entrada
        </Button>
      </Box>
      {review}
    </Box>
  );
}
