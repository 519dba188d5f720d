import type { DashboardActivity } from '@orbita/contracts/dashboard';
import { Box, Typography } from '@mui/material';
import { ActivityHeatmap } from '../components/activity-heatmap';
import { activityCount } from '../components/heatmap-model';

/** The heatmap, with the year's total; an empty year says what counts. */
export function ActivityWidget({ activity }: { activity: DashboardActivity }) {
  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" data-testid="activity-total">
        {activity.total === 0
          ? 'Nenhuma atividade ainda. Cada acesso, ideia coletada, tarefa concluída e lançamento conta aqui.'
          : `${activityCount(activity.total)} nos últimos 12 meses`}
      </Typography>
      <ActivityHeatmap activity={activity} />
    </Box>
  );
}
