import AddOutlined from '@mui/icons-material/AddOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import {
  Box,
  Button,
  Paper,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { StoreItem } from '@orbita/contracts/gamification';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '../../../platform/toasts';
import { EmptyState, QueryError } from '../../../ui/query-states';
import { useDeleteStoreItem } from '../api/catalog-mutations';
import { useCan } from '../../../platform/session/app-state';
import { catalogQueries } from '../api/catalog-queries';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { number, rewardText } from './format';
import { StoreItemDialog } from './store-item-dialog';
import {
  SoldOut,
  StoreItemActions,
  StoreItemCard,
  StoreItemName,
  stockText,
} from './store-item-parts';

/** Loja: what participants can buy with points or resources; stock and sales. */
export function StoreTab({ gameId }: { gameId: string }) {
  const items = useQuery(catalogQueries.store(gameId));
  const canManage = useCan('structure.manage', 'games');
  const [editing, setEditing] = useState<StoreItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<StoreItem | null>(null);
  const remove = useDeleteStoreItem();
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  const create = canManage && (
    <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setEditing('new')}>
      Novo item
    </Button>
  );
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {items.isPending ? (
        <Skeleton variant="rounded" height={160} role="status" aria-label="Carregando loja" />
      ) : items.isError ? (
        <QueryError error={items.error} onRetry={() => void items.refetch()} />
      ) : items.data.length === 0 ? (
        <EmptyState icon={<StorefrontOutlined />} title="A loja está vazia" action={create}>
          Ofereça recompensas que os participantes compram com pontos ou recursos: um recurso raro,
          um dia de folga, um almoço com o time.
        </EmptyState>
      ) : (
        <>
          {create && <Box sx={{ justifySelf: 'end' }}>{create}</Box>}
          {narrow ? (
            <Stack
              component="ul"
              spacing={1.5}
              aria-label="Itens da loja"
              sx={{ listStyle: 'none', p: 0, m: 0 }}
            >
              {items.data.map((item) => (
                <StoreItemCard
                  key={item.id}
                  item={item}
                  actions={
                    canManage && (
                      <StoreItemActions
                        item={item}
                        onEdit={() => setEditing(item)}
                        onDelete={() => setDeleting(item)}
                      />
                    )
                  }
                />
              ))}
            </Stack>
          ) : (
            <TableContainer component={Paper} variant="outlined">
              <Table size="small" aria-label="Itens da loja">
                <TableHead>
                  <TableRow>
                    <TableCell>Item</TableCell>
                    <TableCell>Preço</TableCell>
                    <TableCell align="right">Estoque</TableCell>
                    <TableCell align="right">Vendidos</TableCell>
                    {canManage && <TableCell align="right">Ações</TableCell>}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {items.data.map((item) => (
                    <TableRow key={item.id}>
                      <TableCell>
                        <StoreItemName item={item} />
                      </TableCell>
                      <TableCell>{rewardText(item.price, 'Grátis')}</TableCell>
                      <TableCell align="right">
                        {stockText(item)}
                        <SoldOut item={item} />
                      </TableCell>
                      <TableCell align="right">{number(item.sold)}</TableCell>
                      {canManage && (
                        <TableCell align="right">
                          <StoreItemActions
                            item={item}
                            onEdit={() => setEditing(item)}
                            onDelete={() => setDeleting(item)}
                          />
                        </TableCell>
                      )}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </>
      )}
      {editing && (
        <StoreItemDialog
          gameId={gameId}
          item={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        title="Excluir item da loja?"
        text={`"${deleting?.name ?? ''}" sai da loja. As compras já feitas continuam registradas.`}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notify.success('Item excluído.');
              setDeleting(null);
            },
            onError: (error) => notify.error(error.message),
          })
        }
      />
    </Box>
  );
}
