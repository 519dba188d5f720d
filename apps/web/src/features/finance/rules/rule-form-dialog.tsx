import { zodResolver } from '@hookform/resolvers/zod';
import {
  createRuleBodySchema,
  ruleMatches,
  ruleMatchKinds,
  ruleMatchLabels,
  type Category,
  type EntryType,
  type FinanceRule,
} from '@orbita/contracts/finance';
import {
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { notify } from '../../../platform/toasts';
import { ResponsiveDialog } from '../../../ui/responsive-dialog';
import { useFinanceMutation } from '../api/mutations';
import { CategorySelect } from '../shared/category-select';
import { reportServerError } from '../shared/server-errors';
import { ruleKeys, rulesApi, writeRule } from './rules-api';

type Values = z.input<typeof createRuleBodySchema>;
type Output = z.output<typeof createRuleBodySchema>;
const resolver = zodResolver(createRuleBodySchema) as unknown as Resolver<Values, unknown, Output>;

const typeLabels: Record<EntryType, string> = {
  expense: 'Despesas (saídas)',
  revenue: 'Receitas (entradas)',
};

/** What a new rule starts from: "Criar regra" from an import row gives its text and category. */
export interface RulePreset {
  pattern?: string;
  type?: EntryType;
  categoryId?: string | null;
  /** A description to check the rule against while it is typed. */
  example?: string;
}

/** What creating said: from an import row, whether the rows on screen took it. */
function createdMessage(saved: FinanceRule, preset?: RulePreset, applied?: number): string {
  const made = `Regra "${saved.pattern}" criada`;
  if (applied === undefined)
    // A preview read before the rule existed does not change: say when it applies.
    return preset ? `${made}. Ela vale a partir da próxima importação.` : `${made}.`;
  if (applied === 0) return `${made}. Nenhuma linha deste extrato mudou.`;
  return applied === 1
    ? `${made} e aplicada a 1 linha deste extrato.`
    : `${made} e aplicada a ${applied} linhas deste extrato.`;
}

/**
 * "Nova regra" / "Editar regra": when the description (contém / começa com / é igual a) a
 * text, rows of that direction get the category and, optionally, a new description.
 */
export function RuleFormDialog({
  rule,
  preset,
  categories,
  onCreated,
  onClose,
}: {
  rule?: FinanceRule;
  preset?: RulePreset;
  categories: Category[];
  /** A new rule is in: the import preview applies it and answers to how many rows. */
  onCreated?: (rule: FinanceRule) => number;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const form = useForm<Values, unknown, Output>({
    resolver,
    defaultValues: rule
      ? {
          pattern: rule.pattern,
          match: rule.match,
          type: rule.type,
          categoryId: rule.categoryId,
          rename: rule.rename ?? '',
        }
      : {
          pattern: preset?.pattern ?? '',
          match: 'contains',
          type: preset?.type ?? 'expense',
          categoryId: preset?.categoryId ?? '',
          rename: '',
        },
  });
  const { errors, isSubmitting } = form.formState;
  const [type, match, pattern] = useWatch({
    control: form.control,
    name: ['type', 'match', 'pattern'],
  });
  const save = useFinanceMutation(
    (values: Output) =>
      rule
        ? rulesApi.update(rule.id, { ...values, version: rule.version })
        : rulesApi.create(values),
    writeRule,
  );
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      notify.check(rule ? 'Regra salva.' : createdMessage(saved, preset, onCreated?.(saved)));
      onClose();
    } catch (error) {
      reportServerError(error, form.setError);
      // A 409 means someone changed the rule meanwhile: the list shows it as it is now.
      void client.invalidateQueries({ queryKey: ruleKeys.list() });
    }
  });
  const example = preset?.example;
  const matchesExample =
    example && pattern ? ruleMatches({ match: match ?? 'contains', pattern }, example) : null;

  return (
    <ResponsiveDialog open onClose={onClose} aria-labelledby="rule-form-title">
      <form onSubmit={submit} noValidate aria-labelledby="rule-form-title">
        <DialogTitle id="rule-form-title">{rule ? 'Editar regra' : 'Nova regra'}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              Ao importar um extrato, as linhas cuja descrição atende à regra recebem a categoria
              escolhida. Maiúsculas, acentos e pontuação não importam.
            </Typography>
            <Controller
              control={form.control}
              name="type"
              render={({ field }) => (
                <TextField
                  select
                  label="Vale para"
                  value={field.value}
                  onChange={(e) => {
                    field.onChange(e.target.value as EntryType);
                    form.setValue('categoryId', '');
                  }}
                >
                  {(['expense', 'revenue'] as const).map((t) => (
                    <MenuItem key={t} value={t}>
                      {typeLabels[t]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Controller
                control={form.control}
                name="match"
                render={({ field }) => (
                  <TextField
                    select
                    label="Se a descrição"
                    sx={{ minWidth: { sm: 170 } }}
                    value={field.value ?? 'contains'}
                    onChange={field.onChange}
                  >
                    {ruleMatchKinds.map((kind) => (
                      <MenuItem key={kind} value={kind}>
                        {ruleMatchLabels[kind]}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <TextField
                label="Texto"
                required
                fullWidth
                autoFocus
                placeholder="UBER"
                {...form.register('pattern')}
                error={!!errors.pattern}
                helperText={
                  errors.pattern?.message ??
                  (matchesExample === null
                    ? undefined
                    : matchesExample
                      ? `Atende a "${example}".`
                      : `Não atende a "${example}".`)
                }
              />
            </Stack>
            <Controller
              control={form.control}
              name="categoryId"
              render={({ field }) => (
                <CategorySelect
                  label="Categoria"
                  required
                  allowEmpty={false}
                  categories={categories}
                  type={type}
                  value={field.value || null}
                  onChange={(id) => field.onChange(id ?? '')}
                  error={!!errors.categoryId}
                  helperText={errors.categoryId?.message}
                />
              )}
            />
            <TextField
              label="Renomear para (opcional)"
              fullWidth
              {...form.register('rename')}
              error={!!errors.rename}
              helperText={
                errors.rename?.message ?? 'Em branco, o lançamento mantém a descrição do banco.'
              }
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {rule ? 'Salvar' : 'Criar regra'}
          </Button>
        </DialogActions>
      </form>
    </ResponsiveDialog>
  );
}
