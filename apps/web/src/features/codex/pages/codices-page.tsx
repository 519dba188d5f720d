import Add from '@mui/icons-material/Add';
import AutoStoriesOutlined from '@mui/icons-material/AutoStoriesOutlined';
import { Box, Button, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import type { Codex } from '@orbita/contracts/codex';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { dayjs } from '../../../platform/dates';
import { useCan } from '../../../platform/session/app-state';
import { notify } from '../../../platform/toasts';
import { AccountTypeHint } from '../../../ui/account-type-hint';
import { PageHeader } from '../../../ui/page-header';
import { EmptyState, LoadingBlocks, QueryError } from '../../../ui/query-states';
import { RoleLimitNote } from '../../../ui/role-limit-note';
import { useCreateCodex } from '../api/mutations';
import { codexQueries } from '../api/queries';
import { SearchBox } from '../search/search-box';
import { CodexFormDialog } from './codex-form-dialog';
import { CodexIcon, codexPath, entryPath } from './codex-icon';

const pages = (n: number) => (n === 1 ? '1 página' : `${n.toLocaleString('pt-BR')} páginas`);

function CodexCard({ codex }: { codex: Codex }) {
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none', height: '100%' }}>
      <CardActionArea
        component={Link}
        to={codexPath(codex.id)}
        sx={{ height: '100%', alignItems: 'flex-start', display: 'flex' }}
      >
        <CardContent sx={{ width: '100%', display: 'flex', gap: 1.5, minWidth: 0 }}>
          <CodexIcon icon={codex.icon} />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="h6" component="h2" noWrap>
              {codex.name}
            </Typography>
            {codex.description && (
              <Typography
                color="text.secondary"
                variant="body2"
                sx={{
                  display: '-webkit-box',
                  WebkitLineClamp: 2,
                  WebkitBoxOrient: 'vertical',
                  overflow: 'hidden',
                  overflowWrap: 'anywhere',
                }}
              >
                {codex.description}
              </Typography>
            )}
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
              {pages(codex.entryCount)} · atualizado em{' '}
              {dayjs(codex.updatedAt).format('DD/MM/YYYY')}
            </Typography>
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/**
 * `/codex/codices`: the workspace's knowledge bases as cards (name, icon, pages, last
 * update), "Novo códex", and one search over all of them (accents ignored, results with
 * the matches highlighted; one opens its page).
 */
export function CodicesPage() {
  const list = useInfiniteQuery(codexQueries.list());
  const canManage = useCan('structure.manage', 'structures');
  const create = useCreateCodex();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [searching, setSearching] = useState(false);
  const codices = list.data?.pages.flatMap((p) => p.items) ?? [];
  const newButton = canManage ? (
    <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
      Novo códex
    </Button>
  ) : null;

  let body;
  if (list.isPending) body = <LoadingBlocks label="Carregando os códices" count={3} columns={3} />;
  else if (list.isError)
    body = <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  else if (codices.length === 0)
    body = (
      <EmptyState
        icon={<AutoStoriesOutlined />}
        title="Nenhum códex ainda"
        action={newButton ?? <RoleLimitNote doing="criar códices" />}
      >
        Um códex é uma base de conhecimento: páginas organizadas em árvore, ligadas entre si com [[
        e encontradas pela busca. Crie um para os processos da equipe, um manual ou as notas de um
        projeto.
      </EmptyState>
    );
  else
    body = (
      <>
        <Box
          component="ul"
          aria-label="Códices"
          sx={{
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(3, minmax(0, 1fr))',
              xl: 'repeat(4, minmax(0, 1fr))',
            },
          }}
        >
          {codices.map((c) => (
            <CodexCard key={c.id} codex={c} />
          ))}
        </Box>
        {list.hasNextPage && (
          <Stack sx={{ alignItems: 'center', mt: 2 }}>
            <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
              Carregar mais
            </Button>
          </Stack>
        )}
      </>
    );

  return (
    <Box sx={{ maxWidth: 1600 }}>
      <PageHeader title="Códices" subtitle="Codex" actions={newButton} />
      <AccountTypeHint feature="structures" />
      {(codices.length > 0 || searching) && (
        <Box sx={{ mb: 3, maxWidth: 720 }}>
          <SearchBox
            codexId={null}
            label="Buscar em todos os códices"
            onActive={setSearching}
            onOpen={(hit) => void navigate(entryPath(hit.codexId, hit.entryId))}
          />
        </Box>
      )}
      {!searching && body}
      {creating && (
        <CodexFormDialog
          onClose={() => setCreating(false)}
          onSubmit={(values) =>
            create.mutateAsync(values).then((codex) => {
              setCreating(false);
              notify.success('Códex criado.');
              void navigate(codexPath(codex.id));
            })
          }
        />
      )}
    </Box>
  );
}
