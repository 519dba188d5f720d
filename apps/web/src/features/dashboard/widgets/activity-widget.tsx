import type { DashboardActivity } from '@orbita/contracts/dashboard';
import { Box, Typography } from '@mui/material';
import { useAfterFirstPaint } from '../../../ui/use-after-first-paint';
import { ActivityHeatmap, ActivityHeatmapPlaceholder } from '../components/activity-heatmap';
import { activityCount } from '../components/heatmap-model';

/**
 * The heatmap, with the year's total; an empty year says what counts. The calendar itself
 * comes after the dashboard's first paint: its 371 days are the heaviest part of the screen
 * and not what a person reads first (issue 17: the dashboard's LCP).
 */
export function ActivityWidget({ activity }: { activity: DashboardActivity }) {
  const painted = useAfterFirstPaint();
  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" data-testid="activity-total">
        {activity.total === 0
          ? 'Nenhuma atividade ainda. Cada acesso, ideia coletada, tarefa concluída e lançamento conta aqui.'
          : `${activityCount(activity.total)} nos últimos 12 meses`}
      </Typography>
      {painted ? <ActivityHeatmap activity={activity} /> : <ActivityHeatmapPlaceholder />}
    </Box>
  );
}
