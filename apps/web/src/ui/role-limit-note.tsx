import LockOutlined from '@mui/icons-material/LockOutlined';
import { Stack, Typography, type SxProps, type Theme } from '@mui/material';
import { roleLabels, type Role } from '@orbita/contracts/workspaces';
import { useAppState } from '../platform/session/app-state';

/**
 * Why an action is missing, in the role's words: an Observador may only look; another role
 * lacks just this action (`doing`: "criar listas").
 */
export function roleLimitText(role: Role, doing?: string): string {
  const who = `Seu papel neste espaço (${roleLabels[role]})`;
  return role === 'viewer' || !doing
    ? `${who} permite só visualizar.`
    : `${who} não permite ${doing}.`;
}

/**
 * Said where a write control would be (an empty state, a column's top, a read-only drawer)
 * when the role hides it, so the screen explains itself instead of just lacking a button.
 * Nothing until the role is known.
 */
export function RoleLimitNote({ doing, sx }: { doing?: string; sx?: SxProps<Theme> }) {
  const role = useAppState().data?.role;
  if (!role) return null;
  return (
    <Stack
      direction="row"
      spacing={0.75}
      sx={[{ alignItems: 'center', color: 'text.secondary' }, ...(Array.isArray(sx) ? sx : [sx])]}
      data-testid="role-limit"
    >
      <LockOutlined sx={{ fontSize: 16 }} aria-hidden />
      <Typography variant="body2" component="span">
        {roleLimitText(role, doing)}
      </Typography>
    </Stack>
  );
}
