import { mediaErrorCodes } from '@orbita/contracts/media';
import {
  Alert,
  Button,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useId, useRef, useState } from 'react';
import { HttpError } from '../../../platform/http';
import { notify } from '../../../platform/toasts';
import { ResponsiveDialog } from '../../../ui/responsive-dialog';
import { useDeleteMediaFiles } from '../api/mutations';
import type { MediaFile } from '../model';
import { UsageList } from './usage-list';

const isInUse = (error: unknown) =>
  error instanceof HttpError && error.code === mediaErrorCodes.inUse;

/**
 * Deletes files after asking. The server refuses a file still in use: the dialog then shows
 * where it is used and offers "Excluir mesmo assim" (forced), which also drops the usages.
 */
export function DeleteFilesDialog({
  files,
  onClose,
}: {
  files: readonly MediaFile[];
  onClose: (deleted: string[]) => void;
}) {
  const id = useId();
  const remove = useDeleteMediaFiles();
  const [inUse, setInUse] = useState<MediaFile[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  // What was already deleted stays deleted if the rest is refused or cancelled.
  const deleted = useRef<string[]>([]);
  const one = files.length === 1 ? files[0] : undefined;

  const run = async (targets: readonly MediaFile[], force: boolean) => {
    setProblem(null);
    const refused: MediaFile[] = [];
    for (const file of targets) {
      try {
        deleted.current.push(...(await remove.mutateAsync({ ids: [file.id], force })));
      } catch (error) {
        if (!force && isInUse(error)) refused.push(file);
        else {
          setProblem((error as Error).message);
          return;
        }
      }
    }
    if (refused.length) {
      setInUse(refused);
      return;
    }
    const count = deleted.current.length;
    notify.success(count === 1 ? 'Arquivo excluído.' : `${count} arquivos excluídos.`);
    onClose(deleted.current);
  };

  const title = inUse.length
    ? 'Arquivo em uso'
    : one
      ? `Excluir "${one.name}"?`
      : `Excluir ${files.length} arquivos?`;
  return (
    <ResponsiveDialog
      open
      onClose={() => onClose(deleted.current)}
      aria-labelledby={id}
      maxWidth="xs"
    >
      <DialogTitle id={id} sx={{ wordBreak: 'break-word' }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {problem && <Alert severity="error">{problem}</Alert>}
          {inUse.length === 0 ? (
            <DialogContentText>
              {one ? 'O arquivo' : 'Os arquivos'} e todas as versões reduzidas saem da biblioteca.
              Não dá para desfazer.
            </DialogContentText>
          ) : (
            <>
              <Alert severity="warning">
                {inUse.length === 1
                  ? `"${inUse[0]!.name}" ainda está em uso. Excluir deixa esses lugares sem o arquivo.`
                  : `${inUse.length} arquivos ainda estão em uso. Excluir deixa esses lugares sem eles.`}
              </Alert>
              {inUse.slice(0, 5).map((file) => (
                <UsageList key={file.id} fileId={file.id} count={Math.max(1, file.usageCount)} />
              ))}
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(deleted.current)}>Cancelar</Button>
        {inUse.length === 0 ? (
          <Button
            color="error"
            variant="contained"
            loading={remove.isPending}
            onClick={() => void run(files, false)}
          >
            Excluir
          </Button>
        ) : (
          <Button
            color="error"
            variant="contained"
            loading={remove.isPending}
            onClick={() => void run(inUse, true)}
          >
            Excluir mesmo assim
          </Button>
        )}
      </DialogActions>
    </ResponsiveDialog>
  );
}
