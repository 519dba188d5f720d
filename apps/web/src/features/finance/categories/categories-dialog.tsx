import type { Category, EntryType } from '@orbita/contracts/finance';
import {
  Alert,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  List,
  ListSubheader,
  Skeleton,
  Stack,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '../../../platform/toasts';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { QueryError } from '../../../ui/query-states';
import { financeApi } from '../api/finance-api';
import { financeWrites, useFinanceMutation } from '../api/mutations';
import { financeQueries } from '../api/queries';
import { categoryOptions } from '../shared/category-select';
import { ResponsiveDialog } from '../../../ui/responsive-dialog';
import { reportServerError } from '../shared/server-errors';
import { useCan } from '../../../platform/session/app-state';
import { CategoryItem } from './category-item';
import { NewCategoryForm } from './new-category-form';

const sections: { type: EntryType; title: string }[] = [
  { type: 'revenue', title: 'Receitas' },
  { type: 'expense', title: 'Despesas' },
];

/**
 * "Categorias": every category by type, each group followed by its subcategories. Criador+
 * adds, renames and deletes; a category in use is refused by the server (409) with its message.
 */
export function CategoriesDialog({ onClose }: { onClose: () => void }) {
  const canManage = useCan('structure.manage', 'finance');
  const query = useQuery(financeQueries.categories());
  const [deleting, setDeleting] = useState<Category | null>(null);
  const remove = useFinanceMutation(
    (category: Category) => financeApi.deleteCategory(category.id),
    financeWrites.deleted,
  );
  const categories = query.data ?? [];

  return (
    <ResponsiveDialog
      open
      onClose={onClose}
      maxWidth="md"
      aria-labelledby="categories-dialog-title"
    >
      <DialogTitle id="categories-dialog-title">Categorias</DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        {canManage ? (
          <Stack sx={{ p: 2 }}>
            <NewCategoryForm categories={categories} />
          </Stack>
        ) : (
          <Alert severity="info" sx={{ m: 2 }}>
            Só quem tem papel de Criador ou Administrador pode alterar as categorias.
          </Alert>
        )}
        <Divider />
        {query.isError ? (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        ) : query.isPending ? (
          <Stack role="status" aria-label="Carregando categorias" spacing={1} sx={{ p: 2 }}>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} variant="rounded" height={36} />
            ))}
          </Stack>
        ) : (
          sections.map(({ type, title }) => {
            const groups = categoryOptions(categories, type);
            return (
              <List
                key={type}
                dense
                aria-label={title}
                subheader={<ListSubheader sx={{ fontWeight: 700 }}>{title}</ListSubheader>}
              >
                {groups.length === 0 && (
                  <ListSubheader sx={{ fontWeight: 400, position: 'static' }}>
                    Nenhuma categoria de {title.toLowerCase()}.
                  </ListSubheader>
                )}
                {groups.flatMap(({ group, children }) => [
                  <CategoryItem
                    key={group.id}
                    category={group}
                    nested={false}
                    canManage={canManage}
                    onDelete={() => setDeleting(group)}
                  />,
                  ...children.map((child) => (
                    <CategoryItem
                      key={child.id}
                      category={child}
                      nested
                      canManage={canManage}
                      onDelete={() => setDeleting(child)}
                    />
                  )),
                ])}
              </List>
            );
          })
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
      <ConfirmDialog
        open={!!deleting}
        title="Excluir categoria?"
        text={
          deleting
            ? `"${deleting.fullName}" será excluída. Categorias com lançamentos ou subcategorias não podem ser excluídas.`
            : ''
        }
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting, {
            onSuccess: () => {
              notify.check('Categoria excluída.');
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
