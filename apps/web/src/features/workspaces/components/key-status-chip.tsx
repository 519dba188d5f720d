import { Chip, type ChipProps } from '@mui/material';
import { apiKeyStatusLabels, type ApiKeyStatus } from '@orbita/contracts/workspaces';

const colors: Record<ApiKeyStatus, ChipProps['color']> = {
  active: 'success',
  expired: 'warning',
  revoked: 'default',
};

export function KeyStatusChip({ status }: { status: ApiKeyStatus }) {
  return <Chip size="small" color={colors[status]} label={apiKeyStatusLabels[status]} />;
}
