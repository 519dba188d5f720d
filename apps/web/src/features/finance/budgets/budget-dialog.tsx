import {
  createBudgetBodySchema,
  updateBudgetBodySchema,
  type BudgetProgress,
  type Category,
} from '@orbita/contracts/finance';
import { FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { MaskedTextField } from '../../../platform/masks';
import { notify } from '../../../platform/toasts';
import { FormDialog } from '../../../ui/form-dialog';
import { useFinanceMutation } from '../api/mutations';
import { CategorySelect } from '../shared/category-select';
import { formatMonth } from '../shared/dates';
import { budgetsApi } from './budgets-api';

type Problems = Partial<Record<'categoryId' | 'amount', string>>;

/**
 * "Novo orçamento" / "Editar orçamento". A budget repeated from an earlier month is changed
 * from the month shown on (a new budget for this month), so the earlier months keep theirs.
 */
export function BudgetDialog({
  month,
  categories,
  editing,
  takenCategoryIds,
  onClose,
}: {
  month: string;
  categories: Category[];
  editing: BudgetProgress | null;
  takenCategoryIds: string[];
  onClose: () => void;
}) {
  const own = editing && !editing.inherited ? editing.budget : null;
  const [categoryId, setCategoryId] = useState<string | null>(editing?.budget.categoryId ?? null);
  const [amount, setAmount] = useState<number | null>(editing?.budget.amount ?? null);
  const [repeat, setRepeat] = useState(editing?.budget.repeat ?? true);
  const [carryOver, setCarryOver] = useState(editing?.budget.carryOver ?? false);
  const [problems, setProblems] = useState<Problems>({});
  const [problem, setProblem] = useState<string | null>(null);
  const create = useFinanceMutation(budgetsApi.create);
  const update = useFinanceMutation(budgetsApi.update);
  const monthName = formatMonth(month);
  const available = categories.filter(
    (c) => c.type === 'expense' && (c.id === categoryId || !takenCategoryIds.includes(c.id)),
  );

  const title = !editing
    ? 'Novo orçamento'
    : editing.inherited
      ? `Alterar ${editing.categoryName} a partir de ${monthName}`
      : `Editar orçamento de ${editing.categoryName}`;

  const fail = (error: unknown) =>
    setProblem(error instanceof Error ? error.message : 'Não foi possível salvar.');
  const done = () => {
    notify.check('Orçamento salvo.');
    onClose();
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setProblem(null);
    if (own) {
      const parsed = updateBudgetBodySchema.safeParse({
        amount: amount ?? undefined,
        repeat,
        carryOver,
        version: own.version,
      });
      if (amount === null || !parsed.success)
        return setProblems({
          amount: amount === null ? 'Informe o valor.' : parsed.error?.issues[0]?.message,
        });
      setProblems({});
      return update.mutate({ id: own.id, body: parsed.data }, { onSuccess: done, onError: fail });
    }
    const parsed = createBudgetBodySchema.safeParse({
      categoryId: categoryId ?? '',
      month,
      amount: amount ?? undefined,
      repeat,
      carryOver,
    });
    if (!parsed.success) {
      const found: Problems = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'categoryId' || field === 'amount') && !found[field])
          found[field] = field === 'amount' && amount === null ? 'Informe o valor.' : issue.message;
      }
      return setProblems(found);
    }
    setProblems({});
    create.mutate(parsed.data, { onSuccess: done, onError: fail });
  };

  return (
    <FormDialog
      title={title}
      problem={problem}
      submitting={create.isPending || update.isPending}
      maxWidth="sm"
      onSubmit={submit}
      onClose={onClose}
    >
      <CategorySelect
        label="Categoria de despesa"
        required
        fullWidth
        categories={available}
        type="expense"
        allowEmpty={false}
        value={categoryId}
        onChange={setCategoryId}
        disabled={!!editing}
        error={!!problems.categoryId}
        helperText={
          problems.categoryId ?? 'Um grupo (ex.: Alimentação) conta também as subcategorias dele.'
        }
      />
      <MaskedTextField
        mask="currency"
        label={`Valor para ${monthName}`}
        required
        fullWidth
        autoFocus={!!editing}
        value={amount}
        onChange={setAmount}
        error={!!problems.amount}
        helperText={problems.amount}
      />
      <Stack spacing={0.5}>
        <FormControlLabel
          control={<Switch checked={repeat} onChange={(e) => setRepeat(e.target.checked)} />}
          label="Repetir nos próximos meses"
        />
        <Typography variant="body2" color="text.secondary">
          {repeat
            ? `Vale a partir de ${monthName}, até você definir outro valor.`
            : `Vale só em ${monthName}; nos meses seguintes fica sem orçamento até você definir outro.`}
        </Typography>
      </Stack>
      <Stack spacing={0.5}>
        <FormControlLabel
          control={<Switch checked={carryOver} onChange={(e) => setCarryOver(e.target.checked)} />}
          label="Transportar saldo do mês anterior"
        />
        <Typography variant="body2" color="text.secondary">
          O que sobrar no mês anterior soma a este orçamento, e o que passar desconta dele.
        </Typography>
      </Stack>
    </FormDialog>
  );
}
