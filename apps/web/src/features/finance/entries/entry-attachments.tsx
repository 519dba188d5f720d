import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button, IconButton, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { MediaPickerDialog } from '../../../platform/media-picker/media-picker-dialog';
import { notify } from '../../../platform/toasts';
import { QueryError } from '../../../ui/query-states';
import {
  attachmentQueries,
  attachFiles,
  fileLink,
  useAttachEntryFile,
  useDetachEntryFile,
} from './entry-attachments-api';

const sizeText = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} KB`
      : `${(bytes / 1024 / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;

/**
 * Opens the file in a new tab. The tab opens on the click (a tab opened after the request
 * would be blocked as a pop-up) and goes to a fresh signed link, which expires.
 */
async function openFile(fileId: string) {
  const tab = window.open('', '_blank');
  const link = await fileLink(fileId);
  if (!link) {
    tab?.close();
    notify.error('Este arquivo não está mais na biblioteca de mídia.');
    return;
  }
  if (tab) {
    tab.opener = null;
    tab.location.href = link;
  } else window.location.assign(link);
}

/**
 * The receipts (comprovantes) of a saved entry: media library files, attached by choosing
 * one in the library or uploading it there (the picker does both), opened, or removed.
 */
export function EntryAttachments({ entryId, readOnly }: { entryId: string; readOnly?: boolean }) {
  const titleId = useId();
  const list = useQuery(attachmentQueries.list(entryId));
  const attach = useAttachEntryFile(entryId);
  const detach = useDetachEntryFile(entryId);
  const [picking, setPicking] = useState(false);
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 0.5 }}>
        <Typography variant="subtitle2" id={titleId} sx={{ flex: 1 }}>
          Comprovantes
        </Typography>
        {!readOnly && (
          <Button
            size="small"
            startIcon={<AttachFileIcon />}
            onClick={() => setPicking(true)}
            loading={attach.isPending}
          >
            Anexar comprovante
          </Button>
        )}
      </Stack>
      {list.isPending ? (
        <Skeleton variant="rounded" height={40} aria-label="Carregando comprovantes" />
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Nenhum comprovante. Anexe a nota, o recibo ou o boleto pago.
        </Typography>
      ) : (
        <Stack component="ul" aria-label="Comprovantes" sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {list.data.map((a) => (
            <Stack component="li" key={a.id} direction="row" sx={{ alignItems: 'center' }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" noWrap title={a.name}>
                  {a.name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {sizeText(a.size)}
                </Typography>
              </Box>
              <Tooltip title="Abrir">
                <IconButton aria-label={`Abrir ${a.name}`} onClick={() => void openFile(a.fileId)}>
                  <OpenInNewIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              {!readOnly && (
                <Tooltip title="Remover">
                  <IconButton
                    aria-label={`Remover comprovante ${a.name}`}
                    disabled={detach.isPending}
                    onClick={() => detach.mutate(a.id)}
                  >
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
            </Stack>
          ))}
        </Stack>
      )}
      <MediaPickerDialog
        open={picking}
        title="Anexar comprovante"
        onClose={() => setPicking(false)}
        onPick={(file) => {
          setPicking(false);
          attach.mutate(file.id);
        }}
      />
    </Box>
  );
}

type Picked = { id: string; name: string; size: number };

/**
 * Receipts chosen while a new entry is typed: listed (and removable) in the dialog, attached
 * once the entry is saved — to the entry, or the first installment or occurrence it made.
 */
export function usePendingAttachments() {
  const titleId = useId();
  const [files, setFiles] = useState<Picked[]>([]);
  const [picking, setPicking] = useState(false);
  const field = (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 0.5 }}>
        <Typography variant="subtitle2" id={titleId} sx={{ flex: 1 }}>
          Comprovantes
        </Typography>
        <Button size="small" startIcon={<AttachFileIcon />} onClick={() => setPicking(true)}>
          Anexar comprovante
        </Button>
      </Stack>
      {files.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Nenhum comprovante. Os escolhidos são anexados ao salvar.
        </Typography>
      ) : (
        <Stack component="ul" aria-label="Comprovantes" sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {files.map((f) => (
            <Stack component="li" key={f.id} direction="row" sx={{ alignItems: 'center' }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" noWrap title={f.name}>
                  {f.name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {sizeText(f.size)} · anexado ao salvar
                </Typography>
              </Box>
              <IconButton
                aria-label={`Remover comprovante ${f.name}`}
                onClick={() => setFiles((all) => all.filter((x) => x.id !== f.id))}
              >
                <DeleteOutline fontSize="small" />
              </IconButton>
            </Stack>
          ))}
        </Stack>
      )}
      <MediaPickerDialog
        open={picking}
        title="Anexar comprovante"
        onClose={() => setPicking(false)}
        onPick={(file) => {
          setPicking(false);
          setFiles((all) =>
            all.some((x) => x.id === file.id)
              ? all
              : [...all, { id: file.id, name: file.name, size: file.size }],
          );
        }}
      />
    </Box>
  );
  /** After the save: a refusal is told, the entry stays saved. */
  const attachTo = async (answer: { id: string } | { items: { id: string }[] }) => {
    const entryId = 'items' in answer ? answer.items[0]?.id : answer.id;
    if (!entryId || files.length === 0) return;
    try {
      await attachFiles(
        entryId,
        files.map((f) => f.id),
      );
    } catch (error) {
      notify.error(
        `Lançamento salvo, mas os comprovantes não foram anexados: ${String((error as Error).message)}`,
      );
    }
  };
  return { field, attachTo };
}

/** The paperclip of an entry row with receipts (nothing when it has none). */
export function AttachmentMarker({ count }: { count: number | undefined }) {
  if (!count) return null;
  const label = count === 1 ? '1 comprovante' : `${count} comprovantes`;
  return (
    <Tooltip title={label}>
      <AttachFileIcon
        titleAccess={label}
        fontSize="small"
        sx={{ color: 'text.secondary', flexShrink: 0, fontSize: 16 }}
      />
    </Tooltip>
  );
}
