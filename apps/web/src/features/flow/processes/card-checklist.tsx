import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import type { CardChecklistItem, ProcessCardDetail } from '@orbita/contracts/flow';
import {
  Box,
  Checkbox,
  IconButton,
  LinearProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useHeldValue } from '../../../platform/cache';
import { useEnterAndNext } from '../../../platform/keyboard';
import { useAddItem, useRemoveItem, useUpdateItem } from './card-part-mutations';

/** A check box that shows the click at once and holds it until the save settles. */
function ItemCheckbox({
  item,
  disabled,
  save,
}: {
  item: CardChecklistItem;
  disabled?: boolean;
  save: (done: boolean) => Promise<unknown>;
}) {
  const [checked, hold] = useHeldValue(item.done);
  return (
    <Checkbox
      checked={checked}
      disabled={disabled}
      onChange={(e) => hold(e.target.checked, save(e.target.checked))}
      slotProps={{ input: { 'aria-label': item.text } }}
    />
  );
}

/** The card's checklist: check, remove, and "Novo item" (Enter adds and keeps the focus). */
export function CardChecklist({ card, readOnly }: { card: ProcessCardDetail; readOnly?: boolean }) {
  const add = useAddItem(card.id);
  const update = useUpdateItem(card.id);
  const remove = useRemoveItem(card.id);
  const field = useEnterAndNext({ save: (text) => add.mutateAsync(text) });
  const items = card.checklistItems;
  const done = items.filter((i) => i.done).length;
  return (
    <Box component="section" aria-labelledby={`checklist-${card.id}`}>
      <Stack direction="row" sx={{ alignItems: 'baseline', mb: 0.5 }} spacing={1}>
        <Typography variant="subtitle2" id={`checklist-${card.id}`}>
          Checklist
        </Typography>
        {items.length > 0 && (
          <Typography variant="caption" color="text.secondary" data-testid="card-checklist-count">
            {done}/{items.length}
          </Typography>
        )}
      </Stack>
      {items.length > 0 && (
        <LinearProgress
          variant="determinate"
          value={(done / items.length) * 100}
          sx={{ mb: 1, borderRadius: 1 }}
          aria-label={`${done} de ${items.length} itens feitos`}
        />
      )}
      <Stack component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {items.map((item) => (
          <Stack component="li" key={item.id} direction="row" sx={{ alignItems: 'center' }}>
            <ItemCheckbox
              item={item}
              disabled={readOnly}
              // Errors are toasted and undone by the mutation itself.
              save={(done) => update.mutateAsync({ id: item.id, done, version: item.version })}
            />
            <Typography
              variant="body2"
              sx={{
                flex: 1,
                minWidth: 0,
                wordBreak: 'break-word',
                textDecoration: item.done ? 'line-through' : undefined,
                color: item.done ? 'text.secondary' : undefined,
              }}
            >
              {item.text}
            </Typography>
            {!readOnly && (
              <IconButton
                size="small"
                aria-label={`Excluir item ${item.text}`}
                onClick={() => remove.mutate(item.id)}
              >
                <DeleteOutline fontSize="small" />
              </IconButton>
            )}
          </Stack>
        ))}
      </Stack>
      {items.length === 0 && readOnly && (
        <Typography variant="body2" color="text.secondary">
          Sem itens.
        </Typography>
      )}
      {!readOnly && (
        <TextField
          size="small"
          fullWidth
          label="Novo item"
          placeholder="Escreva e Enter"
          value={field.value}
          inputRef={field.inputRef}
          onChange={(e) => field.setValue(e.target.value)}
          onKeyDown={field.onKeyDown}
          helperText={field.pending > 0 ? 'Salvando…' : 'Enter adiciona'}
          sx={{ mt: 1 }}
        />
      )}
    </Box>
  );
}
