import {
  priorities,
  priorityLabels,
  type Process,
  type ProcessCardDetail,
  type UpdateCardBody,
} from '@orbita/contracts/flow';
import { Autocomplete, Box, MenuItem, TextField, Typography } from '@mui/material';
import { dayjs } from '../../../platform/dates';
import { DateTimeField } from '../../../ui/date-field';
import { SavingNumber } from '../tasks/saving-number';
import { useMembers } from '../tasks/use-members';

type Save = (body: UpdateCardBody, version?: number) => Promise<unknown>;

/** Responsible member, due date and priority of a card (the task drawer's fields, for one person). */
export function CardMainFields({
  card,
  save,
  readOnly,
}: {
  card: ProcessCardDetail;
  save: Save;
  readOnly?: boolean;
}) {
  const members = useMembers();
  const run = (body: UpdateCardBody) => void save(body).catch(() => undefined);
  const assignee = (members.data ?? []).find((m) => m.userId === card.assigneeId) ?? null;
  return (
    // One column at phone width: "dd/mm/aaaa hh:mm" does not fit in half of 360 px.
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <Autocomplete
        size="small"
        options={members.data ?? []}
        loading={members.isPending}
        loadingText="Carregando membros…"
        getOptionLabel={(m) => m.name}
        isOptionEqualToValue={(a, b) => a.userId === b.userId}
        value={assignee}
        disabled={readOnly}
        onChange={(_e, chosen) => run({ assigneeId: chosen?.userId ?? null })}
        renderInput={(params) => <TextField {...params} label="Responsável" />}
        noOptionsText="Nenhum membro"
        clearText="Sem responsável"
        openText="Escolher responsável"
        sx={{ gridColumn: '1 / -1' }}
      />
      <TextField
        select
        size="small"
        label="Prioridade"
        value={card.priority}
        disabled={readOnly}
        onChange={(e) => run({ priority: e.target.value as ProcessCardDetail['priority'] })}
      >
        {priorities.map((p) => (
          <MenuItem key={p} value={p}>
            {priorityLabels[p]}
          </MenuItem>
        ))}
      </TextField>
      <DateTimeField
        size="small"
        label="Prazo"
        commit="blur"
        disabled={readOnly}
        value={card.dueAt ? dayjs(card.dueAt).format('YYYY-MM-DDTHH:mm') : ''}
        onChange={(wall) =>
          run({ dueAt: wall ? dayjs(wall).format('YYYY-MM-DDTHH:mm:ssZ') : null })
        }
      />
    </Box>
  );
}

/** The process's numeric fields, when it defines any (pt-BR numbers: "0,5" is 0.5). */
export function CardNumbers({
  card,
  process,
  save,
  readOnly,
}: {
  card: ProcessCardDetail;
  process: Process;
  save: Save;
  readOnly?: boolean;
}) {
  if (process.fields.length === 0) return null;
  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        Campos
      </Typography>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 1fr' } }}
      >
        {process.fields.map((f) => (
          <SavingNumber
            key={f.key}
            label={f.label}
            value={card.fieldValues[f.key]}
            version={card.version}
            readOnly={readOnly}
            onSave={(value, version) => save({ fieldValues: { [f.key]: value } }, version)}
          />
        ))}
      </Box>
    </Box>
  );
}
