import { formatDay, type Category, type ImportPreviewRow } from '@orbita/contracts/finance';
import {
  Box,
  Checkbox,
  Chip,
  FormControlLabel,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useRef } from 'react';
import { formatBRL } from '../../../platform/masks';
import { useVirtualRows } from '../../../ui/use-virtual-rows';
import { ImportRowRules } from '../rules/import-row-rules';
import { selectionState, type RowChoice } from './import-rows';

const columns = { xs: '40px 1fr', md: '40px 104px minmax(0, 1fr) 130px 220px 100px' };

function PreviewRow({
  row,
  choice,
  categories,
  index,
  onChange,
}: {
  row: ImportPreviewRow;
  choice: RowChoice;
  categories: Category[];
  index: number;
  onChange: (c: RowChoice) => void;
}) {
  const value = row.type === 'expense' ? -row.value : row.value;
  const ofType = categories.filter((c) => c.type === row.type);
  const descriptionId = `import-row-${index}`;
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: columns,
        columnGap: 1,
        rowGap: 0.5,
        alignItems: 'center',
        px: 1,
        py: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
        opacity: choice.include ? 1 : 0.6,
      }}
      role="row"
    >
      <Box role="cell">
        <Checkbox
          checked={choice.include}
          onChange={(e) => onChange({ ...choice, include: e.target.checked })}
          slotProps={{ input: { 'aria-labelledby': descriptionId } }}
        />
      </Box>
      <Typography role="cell" variant="body2" sx={{ display: { xs: 'none', md: 'block' } }}>
        {formatDay(row.date)}
      </Typography>
      <Box role="cell" sx={{ minWidth: 0 }}>
        <Typography id={descriptionId} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {row.description}
        </Typography>
        <ImportRowRules row={row} categoryId={choice.categoryId} categories={categories} />
        <Typography variant="caption" color="text.secondary" sx={{ display: { md: 'none' } }}>
          {formatDay(row.date)} ·{' '}
          <Box component="span" sx={{ color: value < 0 ? 'error.main' : 'success.main' }}>
            {formatBRL(value)}
          </Box>
        </Typography>
      </Box>
      <Typography
        role="cell"
        variant="body2"
        sx={{
          display: { xs: 'none', md: 'block' },
          textAlign: 'right',
          fontVariantNumeric: 'tabular-nums',
          color: value < 0 ? 'error.main' : 'success.main',
        }}
      >
        {formatBRL(value)}
      </Typography>
      <Box role="cell" sx={{ gridColumn: { xs: '2', md: 'auto' }, minWidth: 0 }}>
        <TextField
          select
          size="small"
          fullWidth
          value={choice.categoryId}
          onChange={(e) => onChange({ ...choice, categoryId: e.target.value })}
          slotProps={{
            select: {
              displayEmpty: true,
              MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } },
            },
            htmlInput: { 'aria-label': `Categoria de ${row.description}` },
          }}
        >
          <MenuItem value="">Sem categoria</MenuItem>
          {ofType.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.fullName}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box role="cell" sx={{ gridColumn: { xs: '2', md: 'auto' } }}>
        {row.duplicate && <Chip size="small" color="warning" label="Duplicado" />}
      </Box>
    </Box>
  );
}

/** The preview: one line per transaction, virtualized (statements can have thousands of lines). */
export function ImportPreviewList({
  rows,
  choices,
  categories,
  onChange,
  onAll,
}: {
  rows: ImportPreviewRow[];
  choices: RowChoice[];
  categories: Category[];
  onChange: (index: number, choice: RowChoice) => void;
  onAll: (include: boolean) => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = useVirtualRows({
    count: rows.length,
    estimateSize: 56,
    keyOf: (i) => `${i}`,
    scroller: () => scroller.current,
  });
  const all = selectionState(choices);
  return (
    <Box
      role="table"
      aria-label="Pré-visualização do extrato"
      aria-rowcount={rows.length}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Box
        role="row"
        sx={{
          display: 'grid',
          gridTemplateColumns: columns,
          columnGap: 1,
          alignItems: 'center',
          px: 1,
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'action.hover',
        }}
      >
        <Box role="columnheader">
          <FormControlLabel
            sx={{ m: 0 }}
            label=""
            control={
              <Checkbox
                checked={all === 'all'}
                indeterminate={all === 'some'}
                onChange={(e) => onAll(e.target.checked)}
                slotProps={{ input: { 'aria-label': 'Selecionar todas as linhas' } }}
              />
            }
          />
        </Box>
        {['Data', 'Descrição', 'Valor', 'Categoria', ''].map((h, i) => (
          <Typography
            key={i}
            role="columnheader"
            variant="subtitle2"
            sx={{
              display: { xs: i === 1 ? 'block' : 'none', md: 'block' },
              textAlign: i === 2 ? 'right' : 'left',
            }}
          >
            {h}
          </Typography>
        ))}
      </Box>
      <Box
        ref={scroller}
        sx={{ maxHeight: { xs: 'calc(100vh - 360px)', md: 440 }, minHeight: 120, overflow: 'auto' }}
      >
        <Box role="rowgroup" sx={{ height: virtual.getTotalSize(), position: 'relative' }}>
          {virtual.getVirtualItems().map((item) => (
            <Box
              key={item.key}
              data-index={item.index}
              ref={virtual.measureElement}
              sx={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                transform: `translateY(${item.start}px)`,
              }}
            >
              <PreviewRow
                row={rows[item.index]!}
                choice={choices[item.index]!}
                categories={categories}
                index={item.index}
                onChange={(c) => onChange(item.index, c)}
              />
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
