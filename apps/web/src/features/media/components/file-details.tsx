import { zodResolver } from '@hookform/resolvers/zod';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import { updateMediaFileBodySchema } from '@orbita/contracts/media';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useVersionedSave } from '../../../platform/concurrency';
import { notify } from '../../../platform/toasts';
import { applyServerErrors, fieldError, muiField } from '../../../ui/form-fields';
import { SideDrawer } from '../../../ui/side-drawer';
import { useUpdateMediaFile, writeFile } from '../api/mutations';
import { mediaQueries } from '../api/queries';
import { formatBytes, formatDate } from './format';
import type { MediaFile } from '../model';
import { FocalPointPicker, type FocalPoint } from './focal-point-picker';
import { Thumbnail } from './thumbnail';
import { UsageList } from './usage-list';

// The texts as the server checks them (the same schema), all present in this form.
const schema = updateMediaFileBodySchema.pick({ name: true, alt: true, caption: true }).required();
type Values = z.input<typeof schema>;
type Body = z.output<typeof schema>;
type Edit = Body & { focalX?: number; focalY?: number };

const fileLabels = {
  name: 'Nome',
  alt: 'Texto alternativo',
  caption: 'Legenda',
  focalX: 'Ponto focal (horizontal)',
  focalY: 'Ponto focal (vertical)',
};
const percent = (value: unknown) => `${Math.round(Number(value) * 100)}%`;

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Typography variant="body2" color="text.secondary" sx={{ width: 110, flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
        {value}
      </Typography>
    </Box>
  );
}

function DetailsForm({ file, canWrite }: { file: MediaFile; canWrite: boolean }) {
  const update = useUpdateMediaFile();
  const client = useQueryClient();
  const [focal, setFocal] = useState<FocalPoint>({ x: file.focalX, y: file.focalY });
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<Values, unknown, Body>({
    resolver: zodResolver(schema),
    defaultValues: { name: file.name, alt: file.alt, caption: file.caption },
  });
  // The version the form shows: the one it opened on, then each save's (issue 14). A change
  // made meanwhile by someone else answers 409 and the dialog shows it beside the person's.
  const [shown, setShown] = useState<MediaFile>(file);
  const focalChanged = focal.x !== shown.focalX || focal.y !== shown.focalY;
  const show = (record: MediaFile) => {
    setShown(record);
    setFocal({ x: record.focalX, y: record.focalY });
    reset({ name: record.name, alt: record.alt, caption: record.caption });
  };
  const pristine = !formState.isDirty && !focalChanged;
  // An untouched form follows newer versions (realtime); one being edited keeps its own.
  useEffect(() => {
    // The form library's reset is an effect-time call (not render-time): syncing from the cache.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (pristine && file.version > shown.version) show(file);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a newer record triggers it
  }, [file]);
  const saved = (record: MediaFile) => {
    show(record);
    notify.success('Arquivo salvo.');
  };
  const versioned = useVersionedSave<MediaFile, Edit>({
    send: (body) => update.mutateAsync({ id: file.id, body }),
    writeCurrent: (current) => writeFile(client, current),
    labels: fileLabels,
    format: (field, value) => (field.startsWith('focal') ? percent(value) : undefined),
    onReapplied: saved,
    onDiscarded: show,
  });
  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const answer = await versioned.save(
        { ...values, ...(focalChanged ? { focalX: focal.x, focalY: focal.y } : {}) },
        shown.version,
      );
      if (answer) saved(answer);
    } catch (error) {
      setProblem(applyServerErrors(error, setError, ['name', 'alt', 'caption']));
    }
  });
  const image = file.kind === 'image' && file.urls.thumb;
  const preview = file.urls.sizes[0]?.url ?? file.urls.thumb ?? file.urls.original;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2 }}
      aria-label="Detalhes do arquivo"
    >
      {versioned.dialog}
      {image ? (
        <FocalPointPicker
          src={preview}
          alt={file.alt || file.name}
          value={focal}
          onChange={setFocal}
          disabled={!canWrite}
        />
      ) : (
        <Box sx={{ height: 160 }}>
          <Thumbnail file={file} />
        </Box>
      )}
      {problem && <Alert severity="error">{problem}</Alert>}
      <TextField
        label="Nome"
        fullWidth
        disabled={!canWrite}
        {...muiField(register('name'))}
        {...fieldError(formState.errors.name)}
      />
      {file.kind === 'image' && (
        <TextField
          label="Texto alternativo"
          fullWidth
          multiline
          minRows={2}
          disabled={!canWrite}
          {...muiField(register('alt'))}
          {...fieldError(formState.errors.alt, 'Descreve a imagem para quem usa leitor de tela.')}
        />
      )}
      <TextField
        label="Legenda"
        fullWidth
        multiline
        minRows={2}
        disabled={!canWrite}
        {...muiField(register('caption'))}
        {...fieldError(formState.errors.caption)}
      />
      {canWrite && (
        <Button
          type="submit"
          variant="contained"
          loading={formState.isSubmitting}
          disabled={!formState.isDirty && !focalChanged}
          sx={{ justifySelf: 'end' }}
        >
          Salvar
        </Button>
      )}
    </Box>
  );
}

/** A file's panel: preview with its focal point, texts, facts, where it is used, actions. */
export function FileDetails({
  file: listed,
  canWrite,
  onClose,
  onMove,
  onDelete,
}: {
  file: MediaFile;
  canWrite: boolean;
  onClose: () => void;
  onMove: (file: MediaFile) => void;
  onDelete: (file: MediaFile) => void;
}) {
  const query = useQuery({ ...mediaQueries.detail(listed.id), placeholderData: listed });
  const file = query.data ?? listed;
  return (
    <SideDrawer
      title={file.name}
      titleSx={{ wordBreak: 'break-word' }}
      width={440}
      query={query}
      loadingLabel="Carregando arquivo"
      onClose={onClose}
    >
      {/* Keyed by the file only: a newer version arriving (realtime, another tab) does not wipe
          what the person is typing; saving on the old version answers 409 with the dialog. */}
      <DetailsForm key={file.id} file={file} canWrite={canWrite} />
      <Stack spacing={0.5}>
        <Fact label="Tipo" value={file.mimeType} />
        <Fact label="Tamanho" value={formatBytes(file.size)} />
        {file.width && file.height && (
          <Fact label="Dimensões" value={`${file.width} × ${file.height} px`} />
        )}
        <Fact label="Enviado em" value={formatDate(file.createdAt)} />
        <Fact
          label="Acesso"
          value={
            file.public
              ? 'Público (link aberto enquanto algo público o usa)'
              : 'Privado (links assinados)'
          }
        />
      </Stack>
      <UsageList fileId={file.id} count={file.usageCount} />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          component="a"
          href={file.urls.download}
          startIcon={<DownloadOutlined />}
          variant="outlined"
        >
          Baixar
        </Button>
        {canWrite && (
          <>
            <Button
              startIcon={<DriveFileMoveOutlined />}
              variant="outlined"
              onClick={() => onMove(file)}
            >
              Mover para…
            </Button>
            <Button
              startIcon={<DeleteOutline />}
              color="error"
              variant="outlined"
              onClick={() => onDelete(file)}
            >
              Excluir
            </Button>
          </>
        )}
      </Stack>
    </SideDrawer>
  );
}
