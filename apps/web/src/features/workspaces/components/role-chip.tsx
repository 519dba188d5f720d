import { Chip, type ChipProps } from '@mui/material';
import { roleLabels, type Role } from '@orbita/contracts/workspaces';

const colors: Record<Role, ChipProps['color']> = {
  owner: 'primary',
  admin: 'secondary',
  creator: 'info',
  editor: 'default',
  viewer: 'default',
};

export function RoleChip({ role, size = 'small' }: { role: Role; size?: ChipProps['size'] }) {
  return <Chip size={size} color={colors[role]} label={roleLabels[role]} />;
}
