import AddOutlined from '@mui/icons-material/AddOutlined';
import RuleOutlined from '@mui/icons-material/RuleOutlined';
import type { FinanceRule } from '@orbita/contracts/finance';
import {
  Alert,
  Box,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCan } from '../../../platform/session/app-state';
import { notify } from '../../../platform/toasts';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { EmptyState, LoadingBlocks, QueryError } from '../../../ui/query-states';
import { ResponsiveDialog } from '../../../ui/responsive-dialog';
import { financeWrites, useFinanceMutation } from '../api/mutations';
import { financeQueries } from '../api/queries';
import { reportServerError } from '../shared/server-errors';
import { RuleFormDialog } from './rule-form-dialog';
import { RuleItem } from './rule-item';
import { ruleKeys, rulesApi, rulesQuery, writeRule, writeRules } from './rules-api';

/** `ids` with the rule at `index` moved one place up (-1) or down (+1). */
export function movedIds(rules: FinanceRule[], index: number, delta: -1 | 1): string[] {
  const ids = rules.map((r) => r.id);
  const target = index + delta;
  if (target < 0 || target >= ids.length) return ids;
  [ids[index], ids[target]] = [ids[target]!, ids[index]!];
  return ids;
}

/**
 * "Regras de importação": the rules in the order they are tried. Criador+ creates, edits,
 * turns on/off, moves up/down and deletes; others read them.
 */
export function RulesDialog({ onClose }: { onClose: () => void }) {
  const canManage = useCan('structure.manage', 'finance');
  const client = useQueryClient();
  const query = useQuery(rulesQuery());
  const categories = useQuery(financeQueries.categories());
  const [editing, setEditing] = useState<FinanceRule | 'new' | null>(null);
  const [deleting, setDeleting] = useState<FinanceRule | null>(null);
  const toggle = useFinanceMutation(
    ({ rule, enabled }: { rule: FinanceRule; enabled: boolean }) =>
      rulesApi.update(rule.id, { enabled, version: rule.version }),
    writeRule,
  );
  const reorder = useFinanceMutation(rulesApi.reorder, writeRules);
  // The rules below the deleted one moved up: the list reloads (nothing is returned as exact).
  const remove = useFinanceMutation(
    (rule: FinanceRule) => rulesApi.remove(rule.id),
    (c, deleted) => {
      financeWrites.deleted(c, deleted);
      return [];
    },
  );
  const rules = query.data ?? [];
  const busy = toggle.isPending || reorder.isPending;

  const move = (index: number, delta: -1 | 1) =>
    reorder.mutate(movedIds(rules, index, delta), {
      onSuccess: () => notify.check(`Regra '${rules[index]!.pattern}' movida.`),
      onError: (error) => {
        reportServerError(error);
        void client.invalidateQueries({ queryKey: ruleKeys.list() });
      },
    });

  let body;
  if (query.isError)
    body = (
      <Box sx={{ p: 2 }}>
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      </Box>
    );
  else if (query.isPending)
    body = (
      <Box sx={{ p: 2 }}>
        <LoadingBlocks label="Carregando regras" count={3} height={56} />
      </Box>
    );
  else if (rules.length === 0)
    body = (
      <Box sx={{ p: 2 }}>
        <EmptyState icon={<RuleOutlined />} title="Nenhuma regra ainda">
          Crie regras como “descrição contém UBER → Transporte” para categorizar os extratos
          importados. Sem regra, a categoria vem dos seus lançamentos anteriores.
        </EmptyState>
      </Box>
    );
  else
    body = (
      <Box component="ol" aria-label="Regras, na ordem em que são tentadas" sx={{ m: 0, p: 0 }}>
        {rules.map((rule, index) => (
          <RuleItem
            key={rule.id}
            rule={rule}
            index={index}
            count={rules.length}
            canManage={canManage}
            busy={busy}
            onToggle={(enabled) =>
              toggle.mutateAsync({ rule, enabled }).then(
                (saved) =>
                  notify.check(
                    saved.enabled
                      ? `Regra '${saved.pattern}' ativada.`
                      : `Regra '${saved.pattern}' desativada.`,
                  ),
                (error: Error) => {
                  reportServerError(error);
                  // A 409 means someone changed it: show the rule as it is now.
                  void client.invalidateQueries({ queryKey: ruleKeys.list() });
                },
              )
            }
            onMove={(delta) => move(index, delta)}
            onEdit={() => setEditing(rule)}
            onDelete={() => setDeleting(rule)}
          />
        ))}
      </Box>
    );

  return (
    <ResponsiveDialog open onClose={onClose} maxWidth="md" aria-labelledby="rules-dialog-title">
      <DialogTitle id="rules-dialog-title">Regras de importação</DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        <Stack spacing={1.5} sx={{ p: 2 }}>
          <Typography variant="body2" color="text.secondary">
            Ao importar um extrato, cada linha recebe a categoria da primeira regra ativa que a
            atende (de cima para baixo). As regras vencem a sugestão tirada dos lançamentos
            anteriores, e você ainda pode mudar a categoria antes de importar.
          </Typography>
          {canManage ? (
            <Box>
              <Button
                variant="contained"
                startIcon={<AddOutlined />}
                onClick={() => setEditing('new')}
              >
                Nova regra
              </Button>
            </Box>
          ) : (
            <Alert severity="info">
              Só quem tem papel de Criador ou Administrador pode alterar as regras.
            </Alert>
          )}
        </Stack>
        {body}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
      {editing && (
        <RuleFormDialog
          rule={editing === 'new' ? undefined : editing}
          categories={categories.data ?? []}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        title="Excluir regra?"
        text={
          deleting
            ? `A regra '${deleting.pattern}' → ${deleting.categoryName} será excluída. Os lançamentos já importados não mudam.`
            : ''
        }
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting, {
            onSuccess: () => {
              notify.check('Regra excluída.');
              setDeleting(null);
            },
            onError: (error) => {
              reportServerError(error);
              setDeleting(null);
            },
          })
        }
      />
    </ResponsiveDialog>
  );
}
