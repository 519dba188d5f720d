import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  boxKindLabels,
  importResultMessage,
  type CsvImportOptions,
  type ImportPreview,
} from '@orbita/contracts/finance';
import {
  Alert,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent } from 'react';
import { notify } from '../../../platform/toasts';
import { boxOptionsQuery, categoryOptionsQuery } from '../cash-flow/finance-options';
import { ResponsiveDialog } from '../../../ui/responsive-dialog';
import { CsvMapping, csvOptionsOf } from './csv-mapping';
import { formatOf, readStatementFile } from './decode-file';
import { useCommitImport, usePreviewImport } from './import-api';
import { applyNewRule, ImportRuleCreated } from '../rules/import-rule-created';
import { ImportPreviewList } from './import-preview-list';
import { commitBody, initialChoices, type RowChoice } from './import-rows';
import { Reconciliation } from './reconciliation';

interface Picked {
  name: string;
  format: 'ofx' | 'csv';
  /** The file's bytes in base64: the server finds the encoding. */
  file: string;
}

const errorText = (error: unknown) =>
  error instanceof Error ? error.message : 'Não foi possível ler o arquivo.';

/**
 * "Importar extrato": box → OFX/CSV file → preview (suggested categories, duplicates marked and
 * left out) → import. The server skips duplicates again when committing, so importing the
 * same file twice adds nothing.
 */
export function ImportDialog({
  open,
  onClose,
  defaultBoxId,
}: {
  open: boolean;
  onClose: () => void;
  defaultBoxId?: string;
}) {
  const boxes = useQuery({ ...boxOptionsQuery(), enabled: open });
  const categories = useQuery({ ...categoryOptionsQuery(), enabled: open });
  const [boxId, setBoxId] = useState(defaultBoxId ?? '');
  // Each opening starts from the caller's box (the dialog stays mounted while closed).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open && defaultBoxId) setBoxId(defaultBoxId);
  }
  const [picked, setPicked] = useState<Picked | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [choices, setChoices] = useState<RowChoice[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const previewing = usePreviewImport();
  const committing = useCommitImport();
  const open_ = (boxes.data ?? []).filter((b) => !b.archived && !b.finishedAt);

  const reset = () => {
    setPicked(null);
    setPreview(null);
    setChoices([]);
    setProblem(null);
    if (fileInput.current) fileInput.current.value = '';
  };
  const close = () => {
    reset();
    onClose();
  };

  /** Without `csv`, the server reads the CSV as the box's last import did (or detects it). */
  const runPreview = async (box: string, file: Picked, csv?: CsvImportOptions) => {
    setProblem(null);
    if (!csv) setPreview(null);
    try {
      const result = await previewing.mutateAsync({
        boxId: box,
        format: file.format,
        file: file.file,
        ...(csv ? { csv } : {}),
      });
      setPreview(result);
      setChoices(initialChoices(result.rows));
    } catch (error) {
      setProblem(errorText(error));
    }
  };

  const pickFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const format = formatOf(file.name);
    if (!format) return setProblem('Escolha um arquivo .ofx ou .csv.');
    try {
      const next = { name: file.name, format, file: await readStatementFile(file) };
      setPicked(next);
      if (boxId) await runPreview(boxId, next);
    } catch (error) {
      setProblem(errorText(error));
    }
  };

  const chooseBox = (id: string) => {
    setBoxId(id);
    if (picked) void runPreview(id, picked);
  };

  const selected = choices.filter((c) => c.include).length;
  const confirm = async () => {
    if (!preview) return;
    try {
      const result = await committing.mutateAsync({
        ...commitBody(boxId, preview.rows, choices),
        // The reading used is remembered for the box's next CSV.
        ...(preview.csv ? { csv: csvOptionsOf(preview.csv) } : {}),
      });
      notify.success(`${importResultMessage(result)}.`);
      close();
    } catch (error) {
      setProblem(errorText(error));
    }
  };

  return (
    <ResponsiveDialog open={open} onClose={close} maxWidth="lg" aria-labelledby="import-title">
      <DialogTitle id="import-title">Importar extrato</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            Arquivos OFX ou CSV do seu banco. Lançamentos que já existem na caixa (mesma data, valor
            e descrição) aparecem como duplicados e ficam de fora.
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'center' } }}
          >
            <TextField
              select
              label="Caixa"
              value={boxId}
              onChange={(e) => chooseBox(e.target.value)}
              sx={{ minWidth: 260 }}
              required
            >
              {open_.length === 0 && (
                <MenuItem value="" disabled>
                  {boxes.isPending ? 'Carregando caixas…' : 'Nenhuma caixa aberta'}
                </MenuItem>
              )}
              {open_.map((b) => (
                <MenuItem key={b.id} value={b.id}>
                  {b.name} ({boxKindLabels[b.kind]})
                </MenuItem>
              ))}
            </TextField>
            <Button variant="outlined" component="label" startIcon={<UploadFileIcon />}>
              Escolher arquivo
              <input
                ref={fileInput}
                type="file"
                hidden
                accept=".ofx,.csv,application/x-ofx,text/csv"
                aria-label="Arquivo do extrato"
                onChange={(e) => void pickFile(e)}
              />
            </Button>
            {picked && (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {picked.name}
              </Typography>
            )}
          </Stack>
          {!boxId && picked && (
            <Alert severity="info">Escolha a caixa do extrato para ver a pré-visualização.</Alert>
          )}
          {problem && <Alert severity="error">{problem}</Alert>}
          {previewing.isPending && <Alert severity="info">Lendo o extrato…</Alert>}
          {preview?.csv && picked && (
            <CsvMapping
              key={JSON.stringify(preview.csv)}
              csv={preview.csv}
              disabled={previewing.isPending}
              onChange={(csv) => void runPreview(boxId, picked, csv)}
            />
          )}
          {preview?.reconciliation && <Reconciliation value={preview.reconciliation} />}
          {preview && preview.csv?.columns !== null && (
            <>
              <Typography variant="body2" aria-live="polite">
                {preview.rows.length} {preview.rows.length === 1 ? 'linha' : 'linhas'}:{' '}
                {preview.newCount} {preview.newCount === 1 ? 'nova' : 'novas'},{' '}
                {preview.duplicateCount} {preview.duplicateCount === 1 ? 'duplicada' : 'duplicadas'}
                . {selected} {selected === 1 ? 'selecionada' : 'selecionadas'}.
              </Typography>
              {preview.rows.length > 0 && preview.newCount === 0 && (
                <Alert severity="info">Nada novo: todas as linhas já existem nesta caixa.</Alert>
              )}
              {preview.rows.length > 0 && (
                // "Criar regra" from a row: the rows on screen take the new rule at once.
                <ImportRuleCreated.Provider
                  value={(rule) => {
                    const next = applyNewRule(preview.rows, choices, rule);
                    setChoices(next.choices);
                    return next.applied;
                  }}
                >
                  <ImportPreviewList
                    rows={preview.rows}
                    choices={choices}
                    categories={categories.data ?? []}
                    onChange={(i, c) =>
                      setChoices((all) => all.map((old, j) => (j === i ? c : old)))
                    }
                    onAll={(include) => setChoices((all) => all.map((c) => ({ ...c, include })))}
                  />
                </ImportRuleCreated.Provider>
              )}
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancelar</Button>
        <Button
          variant="contained"
          disabled={!preview || selected === 0}
          loading={committing.isPending}
          onClick={() => void confirm()}
        >
          {selected === 1 ? 'Importar 1 lançamento' : `Importar ${selected} lançamentos`}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
