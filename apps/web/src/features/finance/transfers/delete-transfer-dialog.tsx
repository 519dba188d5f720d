import type { Transfer } from '@orbita/contracts/finance';
import { notify } from '../../../platform/toasts';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { financeApi } from '../api/finance-api';
import { financeWrites, useFinanceMutation } from '../api/mutations';
import { formatBRL } from '../../../platform/masks';
import { formatDay } from '../shared/dates';
import { reportServerError } from '../shared/server-errors';

/** Asks before deleting a transfer; both legs go and both balances are recalculated. A closed period answers 409, shown as the server's message. */
export function DeleteTransferDialog({
  transfer,
  route,
  onClose,
}: {
  transfer: Transfer;
  route: string;
  onClose: () => void;
}) {
  const remove = useFinanceMutation(
    () => financeApi.deleteTransfer(transfer.id),
    financeWrites.deleted,
  );
  return (
    <ConfirmDialog
      open
      title="Excluir transferência?"
      text={`A transferência de ${formatBRL(transfer.value)} (${route}, ${formatDay(transfer.date)}) será excluída e os saldos das duas caixas, recalculados.`}
      busy={remove.isPending}
      onCancel={onClose}
      onConfirm={() =>
        remove.mutate(undefined, {
          onSuccess: () => {
            notify.check('Transferência excluída.');
            onClose();
          },
          onError: (error) => reportServerError(error),
        })
      }
    />
  );
}
