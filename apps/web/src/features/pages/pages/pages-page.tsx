import AddIcon from '@mui/icons-material/Add';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import SearchIcon from '@mui/icons-material/Search';
import WebOutlined from '@mui/icons-material/WebOutlined';
import {
  Box,
  Button,
  IconButton,
  InputAdornment,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Paper,
  TextField,
  Tooltip,
} from '@mui/material';
import { PAGE_TITLE_MAX, type PageSummary } from '@orbita/contracts/pages';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { dayjs } from '../../../platform/dates';
import { useCan } from '../../../platform/session/app-state';
import { notify } from '../../../platform/toasts';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { FormDialog } from '../../../ui/form-dialog';
import { PageHeader } from '../../../ui/page-header';
import { EmptyState, LoadingBlocks, QueryError } from '../../../ui/query-states';
import { useCreatePage, useDeletePage, useDuplicatePage } from '../api/mutations';
import { pagesQueries } from '../api/queries';
import { PageChips } from '../shared/labels';

export const builderPath = (id: string) => `/produto/pagina/${id}`;

/** "Nova página": the title, then straight into the builder. */
function NewPageDialog({ onClose }: { onClose: () => void }) {
  const create = useCreatePage();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!title.trim()) return setProblem('Informe o título.');
    try {
      const page = await create.mutateAsync(title.trim());
      notify.check('Página criada.');
      void navigate(builderPath(page.id));
    } catch (error) {
      setProblem((error as Error).message);
    }
  };
  return (
    <FormDialog
      title="Nova página"
      problem={problem}
      submitting={create.isPending}
      submitLabel="Criar e editar"
      maxWidth="sm"
      onSubmit={(e) => void submit(e)}
      onClose={onClose}
    >
      <TextField
        label="Título"
        autoFocus
        required
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        slotProps={{ htmlInput: { maxLength: PAGE_TITLE_MAX } }}
      />
    </FormDialog>
  );
}

function PageRow({
  page,
  canManage,
  onDuplicate,
  onDelete,
}: {
  page: PageSummary;
  canManage: boolean;
  onDuplicate: () => void;
  onDelete: () => void;
}) {
  return (
    <ListItem
      divider
      disablePadding
      secondaryAction={
        canManage && (
          <Box sx={{ display: 'flex' }}>
            <Tooltip title="Duplicar">
              <IconButton aria-label={`Duplicar ${page.title}`} onClick={onDuplicate}>
                <ContentCopyOutlined />
              </IconButton>
            </Tooltip>
            <Tooltip title="Excluir">
              <IconButton aria-label={`Excluir ${page.title}`} onClick={onDelete}>
                <DeleteOutline />
              </IconButton>
            </Tooltip>
          </Box>
        )
      }
    >
      <ListItemButton component={Link} to={builderPath(page.id)} sx={{ pr: canManage ? 13 : 2 }}>
        <ListItemText
          primary={page.title}
          secondary={
            <Box component="span" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
              <span>
                /{page.slug} · Atualizada em {dayjs(page.updatedAt).format('DD/MM/YYYY')}
              </span>
              <PageChips
                status={page.status}
                visibility={page.visibility}
                unpublished={page.publishedAt !== null && page.hasUnpublishedChanges}
                hidden={page.hiddenAt !== null}
              />
            </Box>
          }
          slotProps={{ secondary: { component: 'div' } }}
          sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
        />
      </ListItemButton>
    </ListItem>
  );
}

/** The search box: the list asks the server a moment after the typing stops. */
function useDebounced(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** `/produto/paginas`: the workspace's pages, recently changed first; Criador+ creates them. */
export function PagesPage() {
  const canManage = useCan('structure.manage', 'publishing');
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const list = useInfiniteQuery(pagesQueries.list(q ? { q } : {}));
  const duplicate = useDuplicatePage();
  const remove = useDeletePage();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<PageSummary | null>(null);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  const copy = (page: PageSummary) =>
    duplicate.mutate(page.id, {
      onSuccess: (made) => notify.check(`Cópia criada: ${made.title}`),
      onError: (error) => notify.error(error.message),
    });
  const confirmDelete = (page: PageSummary) =>
    remove.mutate(page.id, {
      onSuccess: () => {
        setDeleting(null);
        notify.check('Página excluída.');
      },
      onError: (error) => notify.error(error.message),
    });

  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeader
        title="Páginas"
        subtitle="Produto"
        actions={
          canManage && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              Nova página
            </Button>
          )
        }
      />
      <TextField
        size="small"
        fullWidth
        label="Buscar páginas"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        sx={{ mb: 2 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
          htmlInput: { maxLength: 200, type: 'search' },
        }}
      />
      {list.isPending ? (
        <LoadingBlocks label="Carregando páginas" height={72} />
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<WebOutlined />}
          title={q ? 'Nenhuma página encontrada.' : 'Nenhuma página por aqui.'}
        >
          {q
            ? 'Tente outras palavras.'
            : canManage
              ? 'Crie a primeira em "Nova página": monte-a com blocos e publique quando quiser.'
              : 'Quando alguém da conta criar uma página, ela aparece aqui.'}
        </EmptyState>
      ) : (
        <Paper variant="outlined">
          <List aria-label="Páginas" disablePadding>
            {items.map((page) => (
              <PageRow
                key={page.id}
                page={page}
                canManage={canManage}
                onDuplicate={() => copy(page)}
                onDelete={() => setDeleting(page)}
              />
            ))}
          </List>
        </Paper>
      )}
      {list.hasNextPage && (
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            Carregar mais
          </Button>
        </Box>
      )}
      {creating && <NewPageDialog onClose={() => setCreating(false)} />}
      <ConfirmDialog
        open={deleting !== null}
        title="Excluir página?"
        text={`"${deleting?.title ?? ''}" será excluída para todos da conta e sai do ar. Não é possível desfazer.`}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && confirmDelete(deleting)}
      />
    </Box>
  );
}
