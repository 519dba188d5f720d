import type { CsvImportOptions, CsvPreview } from '@orbita/contracts/finance';
import { useState } from 'react';
import {
  Alert,
  FormControlLabel,
  MenuItem,
  Paper,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';

/** The "value" choice that reads credits and debits from two columns. */
const SPLIT = '__split__';

/** What the preview used, as the options a new preview (or the commit) sends. */
export function csvOptionsOf(csv: CsvPreview): CsvImportOptions {
  return { ...csv.columns, invertSign: csv.invertSign };
}

/** A mapping the server can read: a date, a description and a value (or credit and debit). */
const complete = (o: CsvImportOptions) =>
  Boolean(
    o.dateColumn && o.descriptionColumn && (o.valueColumn || (o.creditColumn && o.debitColumn)),
  );

/** A first guess for the credit and debit columns when the person splits the value. */
function guessSplit(headers: string[], taken: string[]): { credit: string; debit: string } {
  const free = headers.filter((h) => !taken.includes(h));
  const credit = free.find((h) => /cr[eé]d|entrada/i.test(h)) ?? free[0] ?? headers[0]!;
  const debit =
    free.find((h) => /d[eé]b|sa[ií]da/i.test(h)) ?? free.find((h) => h !== credit) ?? credit;
  return { credit, debit };
}

/**
 * How the CSV is read: which column is the date, the description and the value (or separate
 * credit and debit columns), and "Inverter sinal" for exports where a purchase is positive.
 * Every change previews again; the import remembers the choice for the box.
 */
export function CsvMapping({
  csv,
  disabled,
  onChange,
}: {
  csv: CsvPreview;
  disabled: boolean;
  onChange: (options: CsvImportOptions) => void;
}) {
  const headers = [...new Set(csv.headers.filter((h) => h.trim()))];
  // An unrecognized header is mapped one select at a time: preview once all are chosen.
  const [current, setCurrent] = useState<CsvImportOptions>(() => csvOptionsOf(csv));
  const split = !current.valueColumn && Boolean(current.creditColumn);
  const change = (patch: Partial<CsvImportOptions>) => {
    const next = { ...current, ...patch };
    setCurrent(next);
    if (complete(next)) onChange(next);
  };
  const chooseValue = (value: string) => {
    if (value !== SPLIT)
      return change({ valueColumn: value, creditColumn: null, debitColumn: null });
    const { credit, debit } = guessSplit(headers, [
      current.dateColumn ?? '',
      current.descriptionColumn ?? '',
    ]);
    change({ valueColumn: null, creditColumn: credit, debitColumn: debit });
  };
  const column = (label: string, value: string, onPick: (v: string) => void, extra = false) => (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      disabled={disabled}
      onChange={(e) => onPick(e.target.value)}
      sx={{ minWidth: { sm: 180 }, flex: 1 }}
    >
      {headers.map((h) => (
        <MenuItem key={h} value={h}>
          {h}
        </MenuItem>
      ))}
      {extra && <MenuItem value={SPLIT}>Crédito e débito em colunas separadas</MenuItem>}
    </TextField>
  );
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="csv-mapping">
      <Typography id="csv-mapping" variant="subtitle2" gutterBottom>
        Colunas do CSV
      </Typography>
      {!csv.columns && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Não reconhecemos as colunas deste CSV: escolha qual é a data, a descrição e o valor.
        </Alert>
      )}
      {csv.remembered && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
          Usando a leitura lembrada desta caixa.
        </Typography>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
      >
        {column('Data', current.dateColumn ?? '', (v) => change({ dateColumn: v }))}
        {column('Descrição', current.descriptionColumn ?? '', (v) =>
          change({ descriptionColumn: v }),
        )}
        {column('Valor', split ? SPLIT : (current.valueColumn ?? ''), chooseValue, true)}
        {split && column('Crédito', current.creditColumn ?? '', (v) => change({ creditColumn: v }))}
        {split && column('Débito', current.debitColumn ?? '', (v) => change({ debitColumn: v }))}
      </Stack>
      <FormControlLabel
        sx={{ mt: 1 }}
        control={
          <Switch
            checked={current.invertSign ?? false}
            disabled={disabled}
            onChange={(e) => change({ invertSign: e.target.checked })}
          />
        }
        label="Inverter sinal"
      />
      <Typography variant="caption" color="text.secondary" component="p">
        Ligado, valores positivos viram despesas e negativos viram receitas (como nas faturas de
        cartão).
      </Typography>
    </Paper>
  );
}
