import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import {
  Autocomplete,
  Avatar,
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  MenuItem,
  TextField,
  Tooltip,
} from '@mui/material';
import {
  hubMemberRoleLabels,
  hubMemberRoles,
  type HubHome,
  type HubMemberRole,
} from '@orbita/contracts/hubs';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAppState } from '../../../platform/session/app-state';
import { notify } from '../../../platform/toasts';
import { personInitials } from '../../../ui/person-initials';
import { usePutHubMember, useRemoveHubMember } from '../api/mutations';
import { hubsQueries } from '../api/queries';

/** The hub's people: add from the workspace's members, change the role, remove. */
export function HubMembers({ home }: { home: HubHome }) {
  const { hub, members } = home;
  const put = usePutHubMember(hub.id);
  const remove = useRemoveHubMember(hub.id);
  const workspaceId = useAppState().data?.workspaceId ?? '';
  const [adding, setAdding] = useState(false);
  const people = useQuery({
    ...hubsQueries.workspaceMembers(workspaceId),
    enabled: adding && !!workspaceId,
  });
  const [picked, setPicked] = useState<{ userId: string; name: string } | null>(null);
  const [role, setRole] = useState<HubMemberRole>('leitor');
  const inHub = new Set(members.map((m) => m.userId));
  const options = (people.data ?? []).filter((p) => !inHub.has(p.userId));

  const fail = (error: Error) => notify.error(error.message);
  const add = () => {
    if (!picked) return;
    put
      .mutateAsync({ userId: picked.userId, role })
      .then(() => {
        notify.success(`${picked.name} agora está no hub.`);
        setPicked(null);
      })
      .catch(fail);
  };

  return (
    <Box>
      <List aria-label="Membros do hub" dense disablePadding>
        {members.map((m) => (
          <ListItem key={m.userId} disableGutters sx={{ gap: 1 }}>
            <ListItemAvatar sx={{ minWidth: 40 }}>
              <Avatar sx={{ width: 32, height: 32, fontSize: 13 }}>{personInitials(m.name)}</Avatar>
            </ListItemAvatar>
            <ListItemText
              primary={m.name}
              secondary={hub.canEdit ? undefined : hubMemberRoleLabels[m.role]}
              sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
            />
            {hub.canEdit && (
              <>
                <TextField
                  select
                  size="small"
                  value={m.role}
                  aria-label={`Papel de ${m.name} no hub`}
                  slotProps={{ select: { inputProps: { 'aria-label': `Papel de ${m.name}` } } }}
                  onChange={(e) =>
                    put
                      .mutateAsync({ userId: m.userId, role: e.target.value as HubMemberRole })
                      .catch(fail)
                  }
                  sx={{ width: 150, flexShrink: 0 }}
                >
                  {hubMemberRoles.map((r) => (
                    <MenuItem key={r} value={r}>
                      {hubMemberRoleLabels[r]}
                    </MenuItem>
                  ))}
                </TextField>
                <Tooltip title="Tirar do hub">
                  <IconButton
                    aria-label={`Tirar ${m.name} do hub`}
                    onClick={() => remove.mutateAsync(m.userId).catch(fail)}
                  >
                    <PersonRemoveOutlinedIcon />
                  </IconButton>
                </Tooltip>
              </>
            )}
          </ListItem>
        ))}
      </List>
      {hub.canEdit &&
        (adding ? (
          <Box sx={{ display: 'grid', gap: 1, mt: 1 }}>
            <Autocomplete
              options={options}
              loading={people.isPending}
              value={picked}
              onChange={(_e, value) => setPicked(value)}
              getOptionLabel={(p) => p.name}
              isOptionEqualToValue={(a, b) => a.userId === b.userId}
              noOptionsText="Todos da conta já estão no hub."
              loadingText="Carregando pessoas…"
              renderInput={(params) => (
                <TextField {...params} label="Pessoa da conta" size="small" autoFocus />
              )}
            />
            <Box sx={{ display: 'flex', gap: 1 }}>
              <TextField
                select
                size="small"
                label="Papel no hub"
                value={role}
                onChange={(e) => setRole(e.target.value as HubMemberRole)}
                sx={{ flex: 1 }}
              >
                {hubMemberRoles.map((r) => (
                  <MenuItem key={r} value={r}>
                    {hubMemberRoleLabels[r]}
                  </MenuItem>
                ))}
              </TextField>
              <Button variant="contained" disabled={!picked} loading={put.isPending} onClick={add}>
                Adicionar
              </Button>
              <Button onClick={() => setAdding(false)}>Fechar</Button>
            </Box>
          </Box>
        ) : (
          <Button
            startIcon={<PersonAddAlt1OutlinedIcon />}
            onClick={() => setAdding(true)}
            sx={{ mt: 1 }}
          >
            Adicionar membro
          </Button>
        ))}
    </Box>
  );
}
