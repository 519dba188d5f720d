import {
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import { cashFlowGranularityLabels as granularityLabels } from '@orbita/contracts/finance';
import { rangePresets, type Granularity, type RangePreset } from './range-presets';
import { DateField } from '../../../ui/date-field';

export interface FlowFilterState {
  preset: RangePreset;
  from: string;
  to: string;
  granularity: Granularity;
  boxId: string;
  categoryId: string;
  tag: string;
  includePending: boolean;
}

export interface Option {
  id: string;
  label: string;
}

/** Range, granularity, box/category/tag filters and the projection switch of the cash flow. */
export function CashFlowFilters({
  value,
  onChange,
  boxes,
  categories,
}: {
  value: FlowFilterState;
  onChange: (patch: Partial<FlowFilterState>) => void;
  boxes: Option[];
  categories: Option[];
}) {
  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap', rowGap: 2 }}
      >
        <TextField
          select
          size="small"
          label="Período"
          value={value.preset}
          onChange={(e) => onChange({ preset: e.target.value as RangePreset })}
          sx={{ minWidth: 200 }}
        >
          {Object.entries(rangePresets).map(([key, label]) => (
            <MenuItem key={key} value={key}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        {value.preset === 'personalizado' && (
          <Stack direction="row" spacing={1}>
            <DateField
              size="small"
              commit="blur"
              label="De"
              value={value.from}
              onChange={(from) => onChange({ from })}
            />
            <DateField
              size="small"
              commit="blur"
              label="Até"
              value={value.to}
              onChange={(to) => onChange({ to })}
            />
          </Stack>
        )}
        <ToggleButtonGroup
          size="small"
          exclusive
          value={value.granularity}
          onChange={(_e, next: Granularity | null) => next && onChange({ granularity: next })}
          aria-label="Agrupar por"
        >
          {(Object.keys(granularityLabels) as Granularity[]).map((g) => (
            <ToggleButton key={g} value={g} sx={{ px: 2 }}>
              {granularityLabels[g]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <FormControlLabel
          control={
            <Switch
              checked={value.includePending}
              onChange={(e) => onChange({ includePending: e.target.checked })}
            />
          }
          label="Incluir pendentes (projeção)"
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          size="small"
          label="Caixa"
          value={value.boxId}
          onChange={(e) => onChange({ boxId: e.target.value })}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">Todas as caixas</MenuItem>
          {boxes.map((b) => (
            <MenuItem key={b.id} value={b.id}>
              {b.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Categoria"
          value={value.categoryId}
          onChange={(e) => onChange({ categoryId: e.target.value })}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">Todas as categorias</MenuItem>
          {categories.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="Tag"
          value={value.tag}
          onChange={(e) => onChange({ tag: e.target.value })}
          sx={{ minWidth: 160 }}
        />
      </Stack>
    </Stack>
  );
}
