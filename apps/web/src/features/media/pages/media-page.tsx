import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  Paper,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useCan } from '../../../platform/session/app-state';
import { replaceInLists } from '../../../platform/cache';
import { useVersionedSave } from '../../../platform/concurrency';
import { notify } from '../../../platform/toasts';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { PageHeader } from '../../../ui/page-header';
import {
  useCreateMediaFolder,
  useDeleteMediaFolder,
  useMoveMediaFiles,
  useUpdateMediaFolder,
} from '../api/mutations';
import { mediaQueries } from '../api/queries';
import { useLibrary } from '../api/use-library';
import { useUploads } from '../api/use-uploads';
import { CleanOrphansDialog } from '../components/clean-orphans-dialog';
import { DeleteFilesDialog } from '../components/delete-files-dialog';
import { DuplicateDialog } from '../components/duplicate-dialog';
import { FileDetails } from '../components/file-details';
import { FolderNameDialog } from '../components/folder-name-dialog';
import { FolderTree } from '../components/folder-tree';
import { LibraryContent } from '../components/library-content';
import { LibraryDnd } from '../components/library-dnd';
import { LibraryToolbar } from '../components/library-toolbar';
import type { FileLayout } from '../components/media-tile';
import { MoveDialog } from '../components/move-dialog';
import { QuotaBar } from '../components/quota-bar';
import { clickSelect, emptySelection, keepShown, type Selection } from '../components/selection';
import { SelectionBar } from '../components/selection-bar';
import { UploadDropzone } from '../components/upload-dropzone';
import { UploadList } from '../components/upload-list';
import type { MediaFile, MediaFolder } from '../model';

type Moving = { fileIds: string[] } | { folder: MediaFolder };
type FolderDialog = { mode: 'create' } | { mode: 'rename'; folder: MediaFolder };

/** `/fabrica/midia`: the workspace's media library. */
export function MediaPage() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const canWrite = useCan('content.write');
  // The clean-up deletes in bulk: Criador and above, as its route's policy says.
  const canClean = useCan('structure.manage');
  const [cleaning, setCleaning] = useState(false);
  const library = useLibrary();
  const folders = useQuery(mediaQueries.folders());
  const quota = useQuery(mediaQueries.quota());
  const [layout, setLayout] = useState<FileLayout>('grid');
  const [rawSelection, setSelection] = useState<Selection>(emptySelection);
  const [openId, setOpenId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<MediaFile[] | null>(null);
  const [moving, setMoving] = useState<Moving | null>(null);
  const [folderDialog, setFolderDialog] = useState<FolderDialog | null>(null);
  const [deletingFolder, setDeletingFolder] = useState<MediaFolder | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const uploads = useUploads({ folderId: library.folderId });
  const createFolder = useCreateMediaFolder();
  const updateFolder = useUpdateMediaFolder();
  const removeFolder = useDeleteMediaFolder();
  const moveFiles = useMoveMediaFiles();
  const client = useQueryClient();
  // Renaming or moving a folder goes with the version the dialog opened on: a change made
  // meanwhile by someone else answers 409 and the conflict dialog shows it (issue 14).
  const folderSave = useVersionedSave<
    MediaFolder,
    { id: string; name?: string; parentId?: string | null }
  >({
    send: ({ id, ...body }) => updateFolder.mutateAsync({ id, body }),
    writeCurrent: (current) => replaceInLists(client, mediaQueries.folders().queryKey, current),
    labels: { name: 'Nome', parentId: 'Dentro de' },
    format: (field, value) =>
      field === 'parentId'
        ? value
          ? ((folders.data ?? []).find((f) => f.id === value)?.name ?? 'Pasta excluída')
          : 'Fora das pastas'
        : undefined,
  });

  const { files } = library;
  const order = useMemo(() => files.map((f) => f.id), [files]);
  const shown = useMemo(() => new Set(order), [order]);
  // Files deleted in another tab or filtered away leave the selection.
  const selection = keepShown(rawSelection, shown);
  const open = openId ? files.find((f) => f.id === openId) : undefined;
  const folderList = folders.data ?? [];
  const selectedFiles = () => files.filter((f) => selection.ids.has(f.id));

  const move = async (fileIds: string[], folderId: string | null) => {
    // Each file on the version shown: one changed meanwhile stays where it is now.
    const seen = fileIds.flatMap((id) => {
      const file = files.find((f) => f.id === id);
      return file ? [{ id, version: file.version }] : [];
    });
    const { moved, stale } = await moveFiles.mutateAsync({ files: seen, folderId });
    const where = folderId ? folderList.find((f) => f.id === folderId)?.name : undefined;
    if (moved.length)
      notify.success(
        `${moved.length === 1 ? 'Arquivo movido' : `${moved.length} arquivos movidos`} para ${where ? `"${where}"` : 'fora das pastas'}.`,
      );
    if (stale.length)
      notify.warning(
        stale.length === 1
          ? `"${stale[0]!.name}" mudou enquanto você movia e ficou onde estava: confira e mova de novo.`
          : `${stale.length} arquivos mudaram enquanto você movia e ficaram onde estavam: confira e mova de novo.`,
      );
  };

  const pickFiles = () => input.current?.click();

  const tree = (
    <FolderTree
      folders={folderList}
      current={library.folderId}
      onOpen={(id) => {
        library.setFolderId(id);
        setSelection(emptySelection);
      }}
      onCreate={canWrite ? () => setFolderDialog({ mode: 'create' }) : undefined}
      actions={
        canWrite
          ? {
              onRename: (folder) => setFolderDialog({ mode: 'rename', folder }),
              onMove: (folder) => setMoving({ folder }),
              onDelete: setDeletingFolder,
            }
          : undefined
      }
    />
  );
  const quotaBar = quota.data && (
    <QuotaBar used={quota.data.usedBytes} limit={quota.data.quotaBytes} />
  );
  // Phones: folders and storage fold into one line above the files.
  const side = wide ? (
    <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
      <Paper variant="outlined" sx={{ p: 1 }}>
        {tree}
      </Paper>
      {quotaBar && (
        <Paper variant="outlined" sx={{ p: 1.5 }}>
          {quotaBar}
        </Paper>
      )}
    </Box>
  ) : (
    <Accordion variant="outlined" disableGutters>
      <AccordionSummary expandIcon={<ExpandMore />}>
        <Typography noWrap>
          Pasta:{' '}
          {library.folderId
            ? (folderList.find((f) => f.id === library.folderId)?.name ?? '…')
            : 'Todos os arquivos'}
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ p: 1, display: 'grid', gap: 2 }}>
        {tree}
        {quotaBar}
      </AccordionDetails>
    </Accordion>
  );

  return (
    <UploadDropzone disabled={!canWrite} onFiles={uploads.add}>
      <PageHeader
        title="Biblioteca de mídia"
        subtitle="Fábrica"
        actions={
          canWrite && (
            <Button variant="contained" startIcon={<CloudUploadOutlined />} onClick={pickFiles}>
              Enviar arquivos
            </Button>
          )
        }
      />
      <input
        ref={input}
        type="file"
        multiple
        hidden
        data-testid="media-file-input"
        onChange={(e) => {
          const chosen = Array.from(e.target.files ?? []);
          e.target.value = '';
          if (chosen.length) uploads.add(chosen);
        }}
      />
      <LibraryDnd
        selected={selection.ids}
        onDrop={(ids, folderId) =>
          void move(ids, folderId).catch((e: Error) => notify.error(e.message))
        }
      >
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '260px minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          {side}
          <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
            <LibraryToolbar
              search={library.search}
              onSearch={library.setSearch}
              kind={library.kind}
              onKind={library.setKind}
              layout={layout}
              onLayout={setLayout}
              onCleanOrphans={canClean ? () => setCleaning(true) : undefined}
            />
            <UploadList items={uploads.items} onDismiss={uploads.clear} />
            <SelectionBar
              count={selection.ids.size}
              onClear={() => setSelection(emptySelection)}
              onMove={canWrite ? () => setMoving({ fileIds: [...selection.ids] }) : undefined}
              onDelete={canWrite ? () => setDeleting(selectedFiles()) : undefined}
            />
            <LibraryContent
              library={library}
              onUpload={canWrite ? pickFiles : undefined}
              emptyHint={canWrite ? undefined : 'Ainda não há arquivos nesta conta.'}
              grid={{
                layout,
                label: 'Arquivos',
                selected: selection.ids,
                draggable: canWrite,
                height: { xs: 'calc(100vh - 330px)', md: 'calc(100vh - 250px)' },
                onSelect: (file, how) => setSelection(clickSelect(selection, file.id, order, how)),
                onSelectAll: () => setSelection({ ids: new Set(order), anchor: selection.anchor }),
                onClearSelection: () => setSelection(emptySelection),
                onOpen: (file) => setOpenId(file.id),
                onDelete: canWrite
                  ? (file) => setDeleting(selection.ids.has(file.id) ? selectedFiles() : [file])
                  : undefined,
              }}
            />
          </Box>
        </Box>
      </LibraryDnd>

      {open && (
        <FileDetails
          file={open}
          canWrite={canWrite}
          onClose={() => setOpenId(null)}
          onMove={(file) => setMoving({ fileIds: [file.id] })}
          onDelete={(file) => setDeleting([file])}
        />
      )}
      {deleting && (
        <DeleteFilesDialog
          files={deleting}
          onClose={(deleted) => {
            setDeleting(null);
            if (openId && deleted.includes(openId)) setOpenId(null);
          }}
        />
      )}
      {cleaning && <CleanOrphansDialog onClose={() => setCleaning(false)} />}
      {moving && (
        <MoveDialog
          title={
            'folder' in moving
              ? `Mover a pasta "${moving.folder.name}"`
              : moving.fileIds.length === 1
                ? 'Mover arquivo'
                : `Mover ${moving.fileIds.length} arquivos`
          }
          folders={folderList}
          moving={'folder' in moving ? moving.folder.id : undefined}
          current={'folder' in moving ? moving.folder.parentId : library.folderId}
          onMove={(folderId) =>
            'folder' in moving
              ? folderSave.save({ id: moving.folder.id, parentId: folderId }, moving.folder.version)
              : move(moving.fileIds, folderId)
          }
          onClose={() => setMoving(null)}
        />
      )}
      {folderSave.dialog}
      {folderDialog && (
        <FolderNameDialog
          title={folderDialog.mode === 'create' ? 'Nova pasta' : 'Renomear pasta'}
          submitLabel={folderDialog.mode === 'create' ? 'Criar' : 'Salvar'}
          initial={folderDialog.mode === 'rename' ? folderDialog.folder.name : ''}
          onSubmit={(name) =>
            folderDialog.mode === 'create'
              ? createFolder.mutateAsync({ name, parentId: library.folderId })
              : folderSave.save({ id: folderDialog.folder.id, name }, folderDialog.folder.version)
          }
          onClose={() => setFolderDialog(null)}
        />
      )}
      <ConfirmDialog
        open={!!deletingFolder}
        title={`Excluir a pasta "${deletingFolder?.name ?? ''}"?`}
        text="Só pastas vazias podem ser excluídas. Os arquivos de outras pastas não mudam."
        busy={removeFolder.isPending}
        onCancel={() => setDeletingFolder(null)}
        onConfirm={() => {
          const folder = deletingFolder;
          if (!folder) return;
          removeFolder.mutate(folder.id, {
            onSuccess: () => {
              notify.success('Pasta excluída.');
              if (library.folderId === folder.id) library.setFolderId(null);
              setDeletingFolder(null);
            },
            onError: (error) => notify.error(error.message),
          });
        }}
      />
      <DuplicateDialog
        question={uploads.question}
        onReuse={() => uploads.answer(false)}
        onKeep={() => uploads.answer(true)}
      />
    </UploadDropzone>
  );
}
