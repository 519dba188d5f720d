import type { Box, Transfer } from '@orbita/contracts/finance';
import { useMemo, useState } from 'react';
import { TransferDialog } from '../entries/transfer-dialog';
import { DeleteTransferDialog } from './delete-transfer-dialog';
import { TransferList } from './transfer-list';
import { routeLabel } from './transfer-row';

/** The "Transferências" half of the Lançamentos tab: the list, and editing or deleting one transfer. */
export function TransfersPanel({
  boxes,
  boxId,
  canWrite,
}: {
  boxes: Box[];
  boxId?: string;
  canWrite: boolean;
}) {
  const [editing, setEditing] = useState<Transfer | null>(null);
  const [deleting, setDeleting] = useState<Transfer | null>(null);
  const boxNames = useMemo(() => new Map(boxes.map((b) => [b.id, b.name])), [boxes]);
  // The pickers offer the open boxes plus the transfer's own (it may sit in an archived box).
  const editBoxes = editing
    ? boxes.filter(
        (b) =>
          (!b.archived && !b.finishedAt) || b.id === editing.fromBoxId || b.id === editing.toBoxId,
      )
    : [];
  return (
    <>
      <TransferList
        boxId={boxId}
        boxes={boxes}
        canWrite={canWrite}
        onEdit={setEditing}
        onDelete={setDeleting}
      />
      {editing && (
        <TransferDialog
          key={editing.id}
          transfer={editing}
          boxes={editBoxes}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <DeleteTransferDialog
          transfer={deleting}
          route={routeLabel(deleting, boxNames)}
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  );
}
