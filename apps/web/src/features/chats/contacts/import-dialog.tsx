import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import type { ImportContactsResult } from '@orbita/contracts/chats';
import { useId, useState, type ChangeEvent } from 'react';
import { notify } from '../../../platform/toasts';
import { ResponsiveDialog } from '../../../ui/responsive-dialog';
import { useImportContacts } from '../api/mutations';
import { formatOfFile } from './save-file';

const MAX_BYTES = 5 * 1024 * 1024;

function plural(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
}

/** What the import did: created, merged into an existing contact, and each refused line with why. */
export function ImportResult({ result }: { result: ImportContactsResult }) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Alert severity={result.errors.length ? 'warning' : 'success'}>
        {plural(result.created, 'contato criado', 'contatos criados')},{' '}
        {plural(result.merged, 'mesclado', 'mesclados')} com contatos que já existiam
        {result.errors.length
          ? `, ${plural(result.errors.length, 'linha recusada', 'linhas recusadas')}.`
          : '.'}
      </Alert>
      {result.errors.length > 0 && (
        <>
          <Typography variant="subtitle2">Linhas recusadas</Typography>
          <List dense aria-label="Linhas recusadas" sx={{ maxHeight: 280, overflow: 'auto' }}>
            {result.errors.map((e, i) => (
              <ListItem key={i} disableGutters>
                <ListItemText primary={`Linha ${e.line}: ${e.message}`} />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Box>
  );
}

/**
 * "Importar": a CSV (nome, telefone, e-mail, etiquetas, empresa) or vCard file. Contacts whose
 * phone or e-mail already exists are merged, not duplicated; the result lists refused lines.
 */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<ImportContactsResult | null>(null);
  const run = useImportContacts();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setProblem(chosen && chosen.size > MAX_BYTES ? 'Arquivo grande demais: envie até 5 MB.' : null);
    setFile(chosen);
  };
  const start = async () => {
    if (!file || file.size > MAX_BYTES) return;
    const text = await file.text();
    run.mutate(
      { format: formatOfFile(file.name, text), text },
      {
        onSuccess: (answer) => {
          setResult(answer);
          notify.check('Importação concluída.');
        },
        onError: (error) => setProblem(error.message),
      },
    );
  };

  return (
    <ResponsiveDialog open onClose={onClose} maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {result ? 'Resultado da importação' : 'Importar contatos'}
      </DialogTitle>
      <DialogContent dividers>
        {result ? (
          <ImportResult result={result} />
        ) : (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Typography color="text.secondary">
              Envie um arquivo CSV (colunas nome, telefone, e-mail, etiquetas, empresa) ou vCard
              (.vcf, exportado do celular ou do Google Contatos), até 5 MB. Quem já existe com o
              mesmo telefone ou e-mail é mesclado, não duplicado.
            </Typography>
            {problem && <Alert severity="error">{problem}</Alert>}
            <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
              {file ? file.name : 'Escolher arquivo'}
              <input
                hidden
                type="file"
                accept=".csv,.vcf,.vcard,text/csv,text/vcard,text/x-vcard"
                aria-label="Arquivo de contatos"
                onChange={choose}
              />
            </Button>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {result ? (
          <Button variant="contained" onClick={onClose}>
            Fechar
          </Button>
        ) : (
          <>
            <Button onClick={onClose}>Cancelar</Button>
            <Button
              variant="contained"
              loading={run.isPending}
              disabled={!file || (file?.size ?? 0) > MAX_BYTES}
              onClick={() => void start()}
            >
              Importar
            </Button>
          </>
        )}
      </DialogActions>
    </ResponsiveDialog>
  );
}
