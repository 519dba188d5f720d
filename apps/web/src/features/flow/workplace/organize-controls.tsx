import { MenuItem, Stack, TextField } from '@mui/material';
import {
  priorities,
  priorityLabels,
  sizes,
  type InboxItem,
  type UpdateItemBody,
} from '@orbita/contracts/flow';
import { fromDateTimeInput, toDateTimeInput } from '../inbox/components/sao-paulo-time';
import { DateTimeField } from '../../../ui/date-field';

const NONE = '';

/** Organize one item in place: priority, size and due date (each change saves at once). */
export function OrganizeControls({
  item,
  onChange,
  disabled,
}: {
  item: InboxItem;
  onChange: (body: UpdateItemBody) => void;
  disabled?: boolean;
}) {
  return (
    <Stack
      direction="row"
      sx={{
        gap: 1,
        flexWrap: 'wrap',
        flex: { xs: '1 1 100%', md: '0 0 auto' },
        pl: { xs: 5, md: 0 },
      }}
    >
      <TextField
        select
        size="small"
        label="Prioridade"
        value={item.priority ?? NONE}
        disabled={disabled}
        onChange={(e) =>
          onChange({
            priority: e.target.value === NONE ? null : (e.target.value as InboxItem['priority']),
          })
        }
        sx={{ minWidth: 120 }}
        slotProps={{ htmlInput: { 'aria-label': `Prioridade de ${item.code}` } }}
      >
        <MenuItem value={NONE}>Sem prioridade</MenuItem>
        {priorities.map((p) => (
          <MenuItem key={p} value={p}>
            {priorityLabels[p]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Tamanho"
        value={item.size ?? NONE}
        disabled={disabled}
        onChange={(e) =>
          onChange({ size: e.target.value === NONE ? null : (e.target.value as InboxItem['size']) })
        }
        sx={{ minWidth: 96 }}
        slotProps={{ htmlInput: { 'aria-label': `Tamanho de ${item.code}` } }}
      >
        <MenuItem value={NONE}>—</MenuItem>
        {sizes.map((s) => (
          <MenuItem key={s} value={s}>
            {s}
          </MenuItem>
        ))}
      </TextField>
      <DateTimeField
        size="small"
        label="Prazo"
        commit="blur"
        ariaLabel={`Prazo de ${item.code}`}
        disabled={disabled}
        value={item.dueAt ? toDateTimeInput(item.dueAt) : ''}
        onChange={(wall) => {
          const value = fromDateTimeInput(wall);
          if (value !== (item.dueAt ? new Date(item.dueAt).toISOString() : null))
            onChange({ dueAt: value });
        }}
      />
    </Stack>
  );
}
