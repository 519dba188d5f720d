import AttachFileIcon from '@mui/icons-material/AttachFile';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Skeleton, Tooltip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '../../../platform/toasts';
import { AttachmentsSection, type AttachedFile } from '../../../ui/attachments-section';
import { QueryError } from '../../../ui/query-states';
import {
  attachmentQueries,
  attachFiles,
  fileLink,
  useAttachEntryFile,
  useDetachEntryFile,
} from './entry-attachments-api';

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
  const list = useQuery(attachmentQueries.list(entryId));
  const attach = useAttachEntryFile(entryId);
  const detach = useDetachEntryFile(entryId);
  return (
    <AttachmentsSection
      {...receipts}
      emptyText="Nenhum comprovante. Anexe a nota, o recibo ou o boleto pago."
      files={list.data ?? []}
      status={
        list.isPending ? (
          <Skeleton variant="rounded" height={40} aria-label="Carregando comprovantes" />
        ) : list.isError ? (
          <QueryError error={list.error} onRetry={() => void list.refetch()} />
        ) : undefined
      }
      open={{
        label: (name) => `Abrir ${name}`,
        tooltip: 'Abrir',
        icon: <OpenInNewIcon fontSize="small" />,
        run: (file) => void openFile(file.fileId),
      }}
      onAttach={(file) => attach.mutate(file.id)}
      onRemove={(file) => detach.mutate(file.id)}
      attaching={attach.isPending}
      removing={detach.isPending}
      readOnly={readOnly}
    />
  );
}

/** What both receipt sections say (a saved entry's, and a new entry's before saving). */
const receipts = {
  title: 'Comprovantes',
  attachLabel: 'Anexar comprovante',
  pickerTitle: 'Anexar comprovante',
  removeLabel: (name: string) => `Remover comprovante ${name}`,
};

/**
 * Receipts chosen while a new entry is typed: listed (and removable) in the dialog, attached
 * once the entry is saved — to the entry, or the first installment or occurrence it made.
 */
export function usePendingAttachments() {
  const [files, setFiles] = useState<AttachedFile[]>([]);
  const field = (
    <AttachmentsSection
      {...receipts}
      emptyText="Nenhum comprovante. Os escolhidos são anexados ao salvar."
      note="anexado ao salvar"
      files={files}
      onAttach={(file) =>
        setFiles((all) =>
          all.some((x) => x.id === file.id)
            ? all
            : [...all, { id: file.id, fileId: file.id, name: file.name, size: file.size }],
        )
      }
      onRemove={(file) => setFiles((all) => all.filter((x) => x.id !== file.id))}
    />
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
