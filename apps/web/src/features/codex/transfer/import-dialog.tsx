import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import {
  Alert,
  Box,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  List,
  ListItem,
  Typography,
} from '@mui/material';
import {
  CODEX_IMPORT_BYTES_MAX,
  CODEX_IMPORT_FILES_MAX,
  codexMessages,
  type CodexImportResult,
} from '@orbita/contracts/codex';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { ResponsiveDialog } from '../../../ui/responsive-dialog';
import { importFiles } from '../api/files';
import { codexQueries } from '../api/queries';

/** What the browser can refuse before sending (the server checks it all again). */
export function checkFiles(files: readonly File[]): string | null {
  if (files.length === 0) return codexMessages.importEmpty;
  const names = files.map((f) => f.name.toLowerCase());
  if (names.some((n) => !n.endsWith('.zip') && !n.endsWith('.md'))) return codexMessages.importType;
  if (names.some((n) => n.endsWith('.zip')) && files.length > 1)
    return 'Envie um único arquivo .zip, ou só arquivos .md.';
  if (files.length > CODEX_IMPORT_FILES_MAX) return codexMessages.importTooManyFiles;
  if (files.reduce((sum, f) => sum + f.size, 0) > CODEX_IMPORT_BYTES_MAX)
    return codexMessages.importTooLarge;
  return null;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * "Importar Markdown": one .zip (folders become the tree) or .md files, sent as they are; a
 * bar while the server reads them; then how many pages were created, or the server's reason.
 */
export function ImportDialog({
  codexId,
  onClose,
  onOpen,
}: {
  codexId: string;
  onClose: () => void;
  onOpen: (entryId: string) => void;
}) {
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const client = useQueryClient();
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<CodexImportResult | null>(null);

  const pick = (list: FileList | null) => {
    const chosen = Array.from(list ?? []);
    setFiles(chosen);
    setResult(null);
    setProblem(chosen.length ? checkFiles(chosen) : null);
  };
  const send = async () => {
    const refused = checkFiles(files);
    if (refused) return setProblem(refused);
    setBusy(true);
    setProblem(null);
    try {
      const done = await importFiles(codexId, files);
      setResult(done);
      setFiles([]);
      await client.invalidateQueries({ queryKey: codexQueries.detail(codexId).queryKey });
      void client.invalidateQueries({ queryKey: codexQueries.list().queryKey });
    } catch (e) {
      setProblem((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const first = result?.entries.find((e) => e.parentId === null) ?? result?.entries[0];

  return (
    <ResponsiveDialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Importar Markdown</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Envie um arquivo .zip (as pastas viram a árvore de páginas) ou um ou mais arquivos .md.
          Links [[Título]] entre as páginas são mantidos. Até {CODEX_IMPORT_BYTES_MAX / 1024 / 1024}{' '}
          MB e {CODEX_IMPORT_FILES_MAX} arquivos.
        </Typography>
        <input
          ref={input}
          type="file"
          accept=".zip,.md,application/zip,text/markdown"
          multiple
          hidden
          aria-label="Arquivos para importar"
          onChange={(e) => pick(e.target.files)}
        />
        <Button
          variant="outlined"
          startIcon={<UploadFileOutlined />}
          onClick={() => input.current?.click()}
          disabled={busy}
        >
          Escolher arquivos
        </Button>
        {files.length > 0 && (
          <List dense aria-label="Arquivos escolhidos">
            {files.slice(0, 5).map((f) => (
              <ListItem key={f.name} disableGutters>
                {f.name}
              </ListItem>
            ))}
            {files.length > 5 && (
              <ListItem disableGutters>e mais {files.length - 5} arquivos</ListItem>
            )}
          </List>
        )}
        {busy && (
          <Box role="status" aria-label="Importando" sx={{ mt: 2 }}>
            <Typography variant="body2" sx={{ mb: 1 }}>
              Enviando e lendo os arquivos…
            </Typography>
            <LinearProgress />
          </Box>
        )}
        {problem && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
        {result && (
          <Alert severity="success" sx={{ mt: 2 }} role="status">
            {result.created === 0
              ? 'Nenhuma página encontrada nos arquivos.'
              : `${plural(result.created, 'página importada', 'páginas importadas')}.`}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {result && first ? (
          <>
            <Button onClick={onClose}>Fechar</Button>
            <Button
              variant="contained"
              onClick={() => {
                onOpen(first.id);
                onClose();
              }}
            >
              Abrir “{first.title}”
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose} disabled={busy}>
              {result ? 'Fechar' : 'Cancelar'}
            </Button>
            <Button
              variant="contained"
              onClick={() => void send()}
              disabled={busy || files.length === 0 || !!checkFiles(files)}
            >
              Importar
            </Button>
          </>
        )}
      </DialogActions>
    </ResponsiveDialog>
  );
}
