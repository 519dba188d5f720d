import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { mindMapImportFormats, type MindMapImportFormat } from '@orbita/contracts/mind-maps';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../../platform/toasts';
import { FormDialog } from '../../../ui/form-dialog';
import { useImportMindMap } from '../api/mutations';
import { fileProblem, formatOfFile, importAccept, importFormatLabels } from './import-format';
import { mapPath, nodeCountText } from './map-card';

/**
 * "Importar mapa": a file (OPML, Markdown, JSON, FreeMind), its format (guessed from the
 * name) and an optional title; the new map opens. The server checks the file (size, limits,
 * XML entities) and its pt-BR refusal shows at the top of the dialog.
 */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const importMap = useImportMindMap();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState<MindMapImportFormat>('opml');
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (picked: File | null) => {
    setFile(picked);
    setProblem(null);
    const guessed = picked && formatOfFile(picked.name);
    if (guessed) setFormat(guessed);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const before = fileProblem(file);
    if (before) return setProblem(before);
    const content = await file!.text();
    const after = fileProblem(file, content);
    if (after) return setProblem(after);
    setProblem(null);
    try {
      const map = await importMap.mutateAsync({
        format,
        content,
        title: title.trim() || undefined,
      });
      notify.success(`Mapa importado: ${map.title} (${nodeCountText(map.nodeCount)}).`);
      onClose();
      void navigate(mapPath(map.id));
    } catch (error) {
      setProblem((error as Error).message);
    }
  };

  return (
    <FormDialog
      title="Importar mapa"
      problem={problem}
      submitting={importMap.isPending}
      submitLabel="Importar"
      maxWidth="sm"
      onSubmit={(e) => void submit(e)}
      onClose={onClose}
    >
      <Typography color="text.secondary">
        Um arquivo OPML, Markdown (lista com recuos), JSON exportado do Orbita ou FreeMind (.mm)
        vira um novo mapa. Máximo de 2 MB.
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={importAccept}
          aria-label="Arquivo do mapa"
          hidden
          onChange={(e) => choose(e.target.files?.[0] ?? null)}
        />
        <Button
          variant="outlined"
          startIcon={<UploadFileOutlined />}
          onClick={() => input.current?.click()}
        >
          Escolher arquivo
        </Button>
        <Typography sx={{ overflowWrap: 'anywhere', minWidth: 0 }} aria-live="polite">
          {file ? file.name : 'Nenhum arquivo escolhido'}
        </Typography>
      </Box>
      <TextField
        select
        label="Formato"
        value={format}
        onChange={(e) => setFormat(e.target.value as MindMapImportFormat)}
      >
        {mindMapImportFormats.map((f) => (
          <MenuItem key={f} value={f}>
            {importFormatLabels[f]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Título (opcional)"
        helperText="Sem título, o mapa leva o nome do tema central do arquivo."
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
    </FormDialog>
  );
}
