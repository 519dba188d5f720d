import type { MindMap } from '@orbita/contracts/mind-maps';
import { useState, type ReactNode } from 'react';
import { useCan } from '../../../platform/session/app-state';
import { notify } from '../../../platform/toasts';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import {
  useArchiveMindMap,
  useDeleteMindMap,
  useDuplicateMindMap,
  useFavouriteMindMap,
} from '../api/mutations';
import type { MapCardActions } from './map-card';
import { RenameDialog } from './rename-dialog';

/**
 * The actions of a map's card, shared by the list and the gallery: favourite (anyone: it is
 * the person's own mark), rename (Editor+), duplicate, archive and delete (Criador+, as the
 * server's policy), with the rename dialog and the delete confirmation they open.
 */
export function useMapActions(): {
  actionsFor: (map: MindMap) => MapCardActions;
  dialogs: ReactNode;
} {
  const canEdit = useCan('content.write');
  const canManage = useCan('structure.manage');
  const favourite = useFavouriteMindMap();
  const duplicate = useDuplicateMindMap();
  const archive = useArchiveMindMap();
  const remove = useDeleteMindMap();
  const [renaming, setRenaming] = useState<MindMap | null>(null);
  const [deleting, setDeleting] = useState<MindMap | null>(null);
  const failed = (error: Error) => notify.error(error.message);

  const actionsFor = (map: MindMap): MapCardActions => ({
    onFavourite: (on) =>
      favourite.mutate(
        { id: map.id, favourite: on },
        {
          onSuccess: () => notify.success(on ? 'Mapa favoritado.' : 'Mapa removido dos favoritos.'),
          onError: failed,
        },
      ),
    onRename: canEdit ? () => setRenaming(map) : undefined,
    onDuplicate: canManage
      ? () =>
          duplicate.mutate(map.id, {
            // The copy goes on top of the list (the most recently changed), where the person is.
            onSuccess: (copy) => notify.success(`Cópia criada: ${copy.title}.`),
            onError: failed,
          })
      : undefined,
    onArchive: canManage
      ? (archived) =>
          archive.mutate(
            { id: map.id, archived },
            {
              onSuccess: () => notify.success(archived ? 'Mapa arquivado.' : 'Mapa desarquivado.'),
              onError: failed,
            },
          )
      : undefined,
    onDelete: canManage ? () => setDeleting(map) : undefined,
  });

  const dialogs = (
    <>
      {renaming && <RenameDialog map={renaming} onClose={() => setRenaming(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title="Excluir mapa?"
        text={`"${deleting?.title ?? ''}" será excluído para todos da conta, com seus nós e versões. Não é possível desfazer.`}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              notify.success('Mapa excluído.');
            },
            onError: failed,
          })
        }
      />
    </>
  );
  return { actionsFor, dialogs };
}
