import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  List,
  ListItem,
  ListItemText,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import {
  importMatchLabels,
  importRowActionLabels,
  PEOPLE_IMPORT_MAX_BYTES,
  type ImportDuplicateMode,
  type ImportPeopleResult,
} from '@orbita/contracts/people';
import { useId, useState, type ChangeEvent } from 'react';
import { notify } from '../../../platform/toasts';
import { ResponsiveDialog } from '../../../ui/responsive-dialog';
import { useImportPeople } from '../api/mutations';
import { formatOfFile } from '../lib/save-file';

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`;

function Counts({ result }: { result: ImportPeopleResult }) {
  const done = result.mode === 'commit';
  return (
    <Alert severity={result.errorCount ? 'warning' : done ? 'success' : 'info'}>
      {done ? '' : 'Prévia: '}
      {plural(
        result.created,
        done ? 'pessoa criada' : 'nova',
        done ? 'pessoas criadas' : 'novas',
      )},{' '}
      {plural(
        result.updated,
        done ? 'atualizada' : 'a atualizar',
        done ? 'atualizadas' : 'a atualizar',
      )}
      , {plural(result.skipped, 'ignorada', 'ignoradas')}
      {result.errorCount
        ? `, ${plural(result.errorCount, 'linha recusada', 'linhas recusadas')}.`
        : '.'}
    </Alert>
  );
}

/**
 * "Importar": pick a CSV or vCard file → the preview (how many are new, updated, ignored, and
 * each refused line with why) → "Importar" does it in one go, on the people the preview saw.
 */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [mode, setMode] = useState<ImportDuplicateMode>('update');
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportPeopleResult | null>(null);
  const [done, setDone] = useState<ImportPeopleResult | null>(null);
  const run = useImportPeople();

  const ask = (chosen: { name: string; text: string }, onDuplicate: ImportDuplicateMode) => {
    setProblem(null);
    void run
      .mutateAsync({
        format: formatOfFile(chosen.name, chosen.text),
        text: chosen.text,
        mode: 'preview',
        onDuplicate,
      })
      .then(setPreview, (error: Error) => setProblem(error.message));
  };
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    setPreview(null);
    if (!chosen) return;
    if (chosen.size > PEOPLE_IMPORT_MAX_BYTES) {
      setProblem('Arquivo grande demais: envie até 5 MB.');
      return;
    }
    const read = { name: chosen.name, text: await chosen.text() };
    setFile(read);
    ask(read, mode);
  };
  const commit = () => {
    if (!file || !preview) return;
    void run
      .mutateAsync({
        format: formatOfFile(file.name, file.text),
        text: file.text,
        mode: 'commit',
        onDuplicate: mode,
        expect: preview.fingerprint,
      })
      .then(
        (result) => {
          setDone(result);
          notify.check('Importação concluída.');
        },
        (error: Error) => {
          setProblem(error.message);
          // The people changed since: a fresh preview to confirm again.
          ask(file, mode);
        },
      );
  };
  const shown = done ?? preview;

  return (
    <ResponsiveDialog open onClose={onClose} maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{done ? 'Importação concluída' : 'Importar pessoas'}</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'grid', gap: 2 }}>
          {!done && (
            <>
              <Typography color="text.secondary">
                Um arquivo CSV (colunas como Nome; CPF/CNPJ; Telefone; E-mail; Empresa; Etiquetas)
                ou vCard (.vcf, do celular ou do Google Contatos), até 5 MB. Quem já existe com o
                mesmo CPF/CNPJ, telefone ou e-mail não é duplicado.
              </Typography>
              <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
                {file ? file.name : 'Escolher arquivo'}
                <input
                  hidden
                  type="file"
                  accept=".csv,.vcf,.vcard,text/csv,text/vcard,text/x-vcard"
                  aria-label="Arquivo de pessoas"
                  onChange={(e) => void choose(e)}
                />
              </Button>
              <RadioGroup
                aria-label="Quem já existe"
                value={mode}
                onChange={(e) => {
                  const next = e.target.value as ImportDuplicateMode;
                  setMode(next);
                  if (file) ask(file, next);
                }}
              >
                <FormControlLabel
                  value="update"
                  control={<Radio />}
                  label="Quem já existe: completar com o que falta"
                />
                <FormControlLabel
                  value="skip"
                  control={<Radio />}
                  label="Quem já existe: ignorar"
                />
              </RadioGroup>
            </>
          )}
          {problem && <Alert severity="error">{problem}</Alert>}
          {shown && <Counts result={shown} />}
          {preview && !done && preview.rows.length > 0 && (
            <List dense aria-label="Prévia" sx={{ maxHeight: 240, overflow: 'auto' }}>
              {preview.rows.map((r) => (
                <ListItem key={r.line} disableGutters>
                  <ListItemText
                    primary={`Linha ${r.line}: ${r.name}`}
                    secondary={`${importRowActionLabels[r.action]}${
                      r.personName ? ` — ${r.personName}` : ''
                    }${r.match ? ` (${importMatchLabels[r.match]})` : ''}`}
                  />
                </ListItem>
              ))}
            </List>
          )}
          {shown && shown.errors.length > 0 && (
            <>
              <Typography variant="subtitle2">Linhas recusadas</Typography>
              <List dense aria-label="Linhas recusadas" sx={{ maxHeight: 200, overflow: 'auto' }}>
                {shown.errors.map((e, i) => (
                  <ListItem key={i} disableGutters>
                    <ListItemText primary={`Linha ${e.line}: ${e.message}`} />
                  </ListItem>
                ))}
              </List>
            </>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        {done ? (
          <Button variant="contained" onClick={onClose}>
            Fechar
          </Button>
        ) : (
          <>
            <Button onClick={onClose}>Cancelar</Button>
            <Button
              variant="contained"
              loading={run.isPending}
              disabled={!preview || preview.created + preview.updated === 0}
              onClick={commit}
            >
              Importar
            </Button>
          </>
        )}
      </DialogActions>
    </ResponsiveDialog>
  );
}
