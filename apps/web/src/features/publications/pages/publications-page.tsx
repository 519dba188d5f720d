import AddIcon from '@mui/icons-material/Add';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import { Box, Button, List, Paper } from '@mui/material';
import type { Publication } from '@orbita/contracts/publications';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useAppState, useCan } from '../../../platform/session/app-state';
import { notify } from '../../../platform/toasts';
import { AccountTypeHint } from '../../../ui/account-type-hint';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { PageHeader } from '../../../ui/page-header';
import { EmptyState, LoadingBlocks, QueryError } from '../../../ui/query-states';
import { useDeletePublication } from '../api/mutations';
import { publicationsQueries } from '../api/queries';
import { NewPublicationDialog } from './new-publication-dialog';
import { PublicationFilters, useListFilters } from './publication-filters';
import { PublicationRow } from './publication-row';
import { useLoadMore } from './use-load-more';

/** The search as typed, sent once the person pauses (a request per key would be wasted). */
function useDebounced(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Members' names by id, for the authors line (the list carries only their ids). */
function useMemberNames(): Map<string, string> {
  const workspaceId = useAppState().data?.workspaceId;
  const members = useQuery({
    ...publicationsQueries.members(workspaceId ?? ''),
    enabled: !!workspaceId,
  });
  return useMemo(
    () => new Map((members.data ?? []).map((m) => [m.userId, m.name] as const)),
    [members.data],
  );
}

/**
 * `/universo/publicacoes`: the workspace's publications, most recently changed first, with
 * search and filters, loading more as the list scrolls. Criador and above create and delete;
 * everyone opens them in the editor.
 */
export function PublicationsPage() {
  const canManage = useCan('structure.manage', 'publishing');
  const { filters, set } = useListFilters();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const list = useInfiniteQuery(publicationsQueries.list({ ...filters, ...(q && { q }) }));
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const names = useMemberNames();
  const remove = useDeletePublication();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Publication | null>(null);
  const filtered = !!q || Object.keys(filters).length > 0;
  const more = useLoadMore(
    list.hasNextPage && !list.isFetchingNextPage,
    () => void list.fetchNextPage(),
  );

  const confirmDelete = (item: Publication) =>
    remove.mutate(item.id, {
      onSuccess: () => {
        setDeleting(null);
        notify.success('Publicação excluída.');
      },
      onError: (error) => notify.error(error.message),
    });

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <PageHeader
        title="Publicações"
        subtitle="Universo"
        actions={
          canManage && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              Nova publicação
            </Button>
          )
        }
      />
      <AccountTypeHint feature="publishing" />
      <PublicationFilters search={search} onSearch={setSearch} filters={filters} set={set} />
      {list.isPending ? (
        <LoadingBlocks label="Carregando publicações" height={88} />
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        filtered ? (
          <EmptyState icon={<ArticleOutlined />} title="Nenhuma publicação encontrada.">
            Tente outras palavras ou tire algum filtro.
          </EmptyState>
        ) : (
          <EmptyState
            icon={<ArticleOutlined />}
            title="Nenhuma publicação ainda"
            action={
              canManage && (
                <Button
                  variant="contained"
                  startIcon={<AddIcon />}
                  onClick={() => setCreating(true)}
                >
                  Escrever a primeira
                </Button>
              )
            }
          >
            {canManage
              ? 'Escreva com a equipe ao mesmo tempo, revise com quem quiser e publique quando estiver pronta.'
              : 'Quando alguém da conta criar uma publicação, ela aparece aqui.'}
          </EmptyState>
        )
      ) : (
        <Paper variant="outlined">
          <List aria-label="Publicações" disablePadding>
            {items.map((item) => (
              <PublicationRow
                key={item.id}
                item={item}
                authors={item.authorIds.flatMap((id) => names.get(id) ?? [])}
                canDelete={canManage}
                onTag={(tag) => set('etiqueta', tag)}
                onDelete={() => setDeleting(item)}
              />
            ))}
          </List>
        </Paper>
      )}
      {list.hasNextPage && (
        <Box ref={more} sx={{ textAlign: 'center', mt: 2 }}>
          <Button loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            Carregar mais
          </Button>
        </Box>
      )}
      {creating && <NewPublicationDialog onClose={() => setCreating(false)} />}
      <ConfirmDialog
        open={deleting !== null}
        title="Excluir publicação?"
        text={`"${deleting?.title ?? ''}" será excluída para todos da conta, com o histórico de revisões${deleting?.status === 'production' ? ', e sai do ar' : ''}. Não é possível desfazer.`}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && confirmDelete(deleting)}
      />
    </Box>
  );
}
