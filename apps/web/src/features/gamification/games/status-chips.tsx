import { Chip } from '@mui/material';
import { missionStatusLabels, type MissionStatus } from '@orbita/contracts/gamification';

const colors = { active: 'success', standby: 'warning', concluded: 'default' } as const;

export function MissionStatusChip({ status }: { status: MissionStatus }) {
  return <Chip size="small" color={colors[status]} label={missionStatusLabels[status]} />;
}
