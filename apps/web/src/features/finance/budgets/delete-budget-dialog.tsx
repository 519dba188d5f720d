import type { BudgetProgress } from '@orbita/contracts/finance';
import { notify } from '../../../platform/toasts';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useFinanceMutation } from '../api/mutations';
import { formatMonth } from '../shared/dates';
import { reportServerError } from '../shared/server-errors';
import { budgetsApi } from './budgets-api';

/** Deleting removes the budget where it was set, and so every month it repeats into. */
export function DeleteBudgetDialog({
  item,
  onClose,
}: {
  item: BudgetProgress;
  onClose: () => void;
}) {
  const remove = useFinanceMutation(budgetsApi.remove);
  const { budget } = item;
  const text = budget.repeat
    ? `O orçamento definido em ${formatMonth(budget.month)} deixa de valer nesse mês e nos seguintes em que se repete. Os lançamentos não mudam.`
    : `O orçamento de ${formatMonth(budget.month)} deixa de existir. Os lançamentos não mudam.`;
  return (
    <ConfirmDialog
      open
      title={`Excluir o orçamento de ${item.categoryName}?`}
      text={text}
      busy={remove.isPending}
      onCancel={onClose}
      onConfirm={() =>
        remove.mutate(budget.id, {
          onSuccess: () => {
            notify.check('Orçamento excluído.');
            onClose();
          },
          onError: (error) => reportServerError(error),
        })
      }
    />
  );
}
