import GroupIcon from '@mui/icons-material/Group';
import { Box, Button, Card, CardActions, CardContent, Chip, Typography } from '@mui/material';
import { workspaceKindLabels, type MyWorkspace } from '@orbita/contracts/workspaces';
import { Link as RouterLink } from 'react-router';
import { RoleChip } from './role-chip';

/** One of my workspaces on `/conta/contas`. */
export function WorkspaceCard({
  workspace,
  onSwitch,
  switching,
}: {
  workspace: MyWorkspace;
  onSwitch: () => void;
  switching: boolean;
}) {
  const current = workspace.current;
  return (
    <Card
      variant="outlined"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        borderColor: current ? 'primary.main' : undefined,
        borderWidth: current ? 2 : 1,
      }}
      data-testid="workspace-card"
    >
      <CardContent sx={{ flex: 1, display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <RoleChip role={workspace.role} />
          <Chip
            size="small"
            variant="outlined"
            label={workspaceKindLabels[workspace.kind]}
            sx={{ boxShadow: 'none' }}
          />
          {current && <Chip size="small" color="success" label="Atual" />}
        </Box>
        <Typography variant="h6" component="h2" sx={{ wordBreak: 'break-word' }}>
          {workspace.name}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
        >
          <GroupIcon fontSize="small" aria-hidden /> {workspace.memberCount}{' '}
          {workspace.memberCount === 1 ? 'membro' : 'membros'}
        </Typography>
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between', px: 2, pb: 2 }}>
        <Button
          component={RouterLink}
          to={`/conta/conta/${workspace.id}`}
          aria-label={`Abrir a conta ${workspace.name}`}
        >
          Abrir
        </Button>
        {!current && (
          <Button
            variant="contained"
            onClick={onSwitch}
            disabled={switching}
            aria-label={`Trocar para a conta ${workspace.name}`}
          >
            Trocar para esta
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
