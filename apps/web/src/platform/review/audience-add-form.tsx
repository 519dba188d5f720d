import { Autocomplete, Box, Button, MenuItem, TextField } from '@mui/material';
import type { Member, Team } from '@orbita/contracts/workspaces';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useAppState } from '../session/app-state';
import { notify } from '../toasts';
import { reviewApi, reviewQueries, type ReviewRecord } from './review-api';
import { useReviewMutation } from './use-review-mutation';

/** "a@x.com, b@y.com" or one per line → the addresses (the server validates each). */
export function splitEmails(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((e) => e.trim())
    .filter(Boolean);
}

/** Adds members (autocomplete), a team and e-mail addresses to the testing audience. */
export function AudienceAddForm({ record }: { record: ReviewRecord }) {
  const workspaceId = useAppState().data?.workspaceId ?? '';
  const members = useQuery({ ...reviewQueries.members(workspaceId), enabled: !!workspaceId });
  const teams = useQuery({ ...reviewQueries.teams(workspaceId), enabled: !!workspaceId });
  const [people, setPeople] = useState<Member[]>([]);
  const [teamId, setTeamId] = useState('');
  const [emails, setEmails] = useState('');
  const add = useReviewMutation(record, () =>
    reviewApi.addAudience(record, {
      userIds: people.map((p) => p.userId),
      teamIds: teamId ? [teamId] : [],
      emails: splitEmails(emails),
    }),
  );
  const empty = people.length === 0 && !teamId && splitEmails(emails).length === 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (empty) return;
    add.mutate(undefined, {
      onSuccess: () => {
        setPeople([]);
        setTeamId('');
        setEmails('');
        notify.check('Adicionado à revisão');
      },
    });
  };
  return (
    <Box
      component="form"
      onSubmit={submit}
      aria-label="Adicionar à revisão"
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
    >
      <Autocomplete
        multiple
        options={members.data ?? []}
        loading={members.isPending}
        value={people}
        onChange={(_, value) => setPeople(value)}
        getOptionLabel={(m) => `${m.name} (${m.email})`}
        isOptionEqualToValue={(a, b) => a.userId === b.userId}
        noOptionsText="Nenhum membro encontrado"
        loadingText="Carregando…"
        renderInput={(params) => <TextField {...params} label="Membros" size="small" />}
      />
      <TextField
        select
        size="small"
        label="Equipe"
        value={teamId}
        onChange={(e) => setTeamId(e.target.value)}
      >
        <MenuItem value="">Nenhuma</MenuItem>
        {(teams.data ?? []).map((t: Team) => (
          <MenuItem key={t.id} value={t.id}>
            {t.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label="E-mails"
        value={emails}
        onChange={(e) => setEmails(e.target.value)}
        helperText="Separe vários com vírgula. Cada um recebe um link assinado por e-mail."
        sx={{ gridColumn: { md: '1 / -1' } }}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={empty} loading={add.isPending}>
          Adicionar à revisão
        </Button>
      </Box>
    </Box>
  );
}
