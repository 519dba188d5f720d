import HistoryIcon from '@mui/icons-material/History';
import { Box, Button, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import {
  auditActionLabels,
  roleLabels,
  type AuditEntry,
  type Role,
} from '@orbita/contracts/workspaces';
import { useInfiniteQuery } from '@tanstack/react-query';
import { auditQueries } from '../api/queries';
import { formatDateTime } from '../format';
import { EmptyState, LoadingBlocks, QueryError } from '../../../ui/query-states';

const role = (value: unknown) =>
  typeof value === 'string' && value in roleLabels
    ? roleLabels[value as Role]
    : String(value ?? '');

/** One line in pt-BR saying what changed, from the entry's details. */
export function describeAudit(entry: AuditEntry): string {
  const d = entry.details;
  const s = (key: string) => (typeof d[key] === 'string' ? (d[key] as string) : '');
  switch (entry.action) {
    case 'workspace.created':
      return `Conta "${s('name')}" criada.`;
    case 'workspace.renamed':
      return `De "${s('from')}" para "${s('to')}".`;
    case 'workspace.ownership_transferred':
      return `De ${s('fromName')} para ${s('toName')}.`;
    case 'member.role_changed':
      return `${s('name')}: ${role(d.from)} → ${role(d.to)}.`;
    case 'member.joined':
    case 'member.left':
    case 'member.removed':
      return `${s('name')}${d.role ? ` (${role(d.role)})` : ''}.`;
    case 'invite.created':
    case 'invite.resent':
    case 'invite.revoked':
    case 'invite.accepted':
      return `${s('email')}${d.role ? ` como ${role(d.role)}` : ''}.`;
    case 'team.created':
    case 'team.updated':
    case 'team.deleted':
      return `Equipe "${s('name')}".`;
    case 'key.created':
    case 'key.updated':
    case 'key.rotated':
    case 'key.revoked':
      return `Chave "${s('name')}" (${s('keyId')})${s('reason') ? `: ${s('reason')}` : '.'}`;
    default:
      return '';
  }
}

/** Auditoria (Admin): who changed what and when, newest first. */
export function AuditTab({ workspaceId }: { workspaceId: string }) {
  const audit = useInfiniteQuery(auditQueries.list(workspaceId));
  if (audit.isPending) return <LoadingBlocks label="Carregando auditoria" count={5} height={56} />;
  if (audit.isError) return <QueryError error={audit.error} onRetry={() => void audit.refetch()} />;
  const entries = audit.data.pages.flatMap((p) => p.items);
  if (entries.length === 0)
    return <EmptyState icon={<HistoryIcon />} title="Nada registrado ainda" />;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Paper variant="outlined">
        <List aria-label="Registro de auditoria">
          {entries.map((entry) => (
            <ListItem
              key={entry.id}
              divider
              data-testid="audit-entry"
              sx={{ alignItems: 'flex-start' }}
            >
              <ListItemText
                primary={
                  <Box
                    sx={{
                      display: 'flex',
                      gap: 1,
                      flexWrap: 'wrap',
                      justifyContent: 'space-between',
                    }}
                  >
                    <Typography component="span" sx={{ fontWeight: 500 }}>
                      {auditActionLabels[entry.action]}
                    </Typography>
                    <Typography component="span" variant="body2" color="text.secondary">
                      {formatDateTime(entry.createdAt)}
                    </Typography>
                  </Box>
                }
                secondary={`${describeAudit(entry)} ${entry.actor ? `Por ${entry.actor.name}.` : ''}`.trim()}
              />
            </ListItem>
          ))}
        </List>
      </Paper>
      {audit.hasNextPage && (
        <Button
          onClick={() => void audit.fetchNextPage()}
          disabled={audit.isFetchingNextPage}
          sx={{ justifySelf: 'center' }}
        >
          {audit.isFetchingNextPage ? 'Carregando…' : 'Carregar mais'}
        </Button>
      )}
    </Box>
  );
}
