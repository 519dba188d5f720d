import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import WorkspacesOutlined from '@mui/icons-material/WorkspacesOutlined';
import { Button, Stack } from '@mui/material';
import { workspacesEndpoints as conta, type LocatableKind } from '@orbita/contracts/workspaces';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyState, QueryError } from '../../ui/query-states';
import { PageLoading } from '../../ui/page-loading';
import { callApi, statusOf } from '../http';
import { useSession } from '../session/use-session';
import { notify } from '../toasts';
import { switchWorkspace } from './switch-workspace';

type Words = { this: string; gone: string; index: string; back: string };
/** A kind whose page has no not-found screen of its own yet (tasks, entries…). */
const anyRecord: Words = {
  this: 'Este registro',
  gone: 'Ele pode ter sido excluído, ou o link está incompleto.',
  index: '/',
  back: 'Voltar ao início',
};

/** How each kind of record is named on its not-found screen, and the way back to its index. */
const kinds: Partial<Record<LocatableKind, Words>> = {
  lista: {
    this: 'Esta lista',
    gone: 'Ela pode ter sido excluída, ou o link está incompleto.',
    index: '/flow/listas',
    back: 'Voltar às listas',
  },
  processo: {
    this: 'Este processo',
    gone: 'Ele pode ter sido excluído, ou o link está incompleto.',
    index: '/flow/processos',
    back: 'Voltar aos processos',
  },
  mapa: {
    this: 'Este mapa mental',
    gone: 'Ele pode ter sido excluído, ou o link está incompleto.',
    index: '/mind-space/mind-maps',
    back: 'Voltar aos mapas',
  },
  publicacao: {
    this: 'Esta publicação',
    gone: 'Ela pode ter sido excluída, ou o link está incompleto.',
    index: '/universo/publicacoes',
    back: 'Voltar às publicações',
  },
  pagina: {
    this: 'Esta página',
    gone: 'Ela pode ter sido excluída, ou o link está incompleto.',
    index: '/produto/paginas',
    back: 'Voltar às páginas',
  },
  produto: {
    this: 'Este produto',
    gone: 'Ele pode ter sido excluído, ou o link está incompleto.',
    index: '/produto/produtos',
    back: 'Voltar aos produtos',
  },
  pessoa: {
    this: 'Esta pessoa',
    gone: 'Ela pode ter sido excluída ou mesclada com outra, ou o link está incompleto.',
    index: '/pessoa/pessoas',
    back: 'Voltar às pessoas',
  },
};

export const locateQuery = (kind: LocatableKind, id: string) => ({
  queryKey: ['workspace', 'locate', kind, id] as const,
  queryFn: () => callApi(conta.locateRecord, { params: { tipo: kind, registroId: id } }),
  retry: false,
});

/**
 * The error branch of a record's page. A 404 may only mean the record lives in another of
 * my workspaces (a shared link, a notification, another tab): the server says which one
 * (`/conta/localizar/{tipo}/{id}`, my memberships only) and the page offers the switch, one click,
 * instead of a dead "not found". Asked, not done for the person: the session's workspace is
 * shared by every open tab, and switching on its own would pull those tabs away too.
 * Anything else is the ordinary error, with a retry; a record found nowhere, a way back.
 */
export function RecordElsewhere({
  kind,
  id,
  error,
  onRetry,
}: {
  kind: LocatableKind;
  id: string;
  error: Error;
  onRetry: () => void;
}) {
  const notFound = statusOf(error) === 404;
  const located = useQuery({ ...locateQuery(kind, id), enabled: notFound });
  const current = useSession()?.workspaceId;
  const client = useQueryClient();
  const switcher = useMutation({ mutationFn: (to: string) => switchWorkspace(client, to) });
  const words = kinds[kind] ?? anyRecord;
  // mutateAsync: once switched, the record's page loads and this branch unmounts.
  const switchThere = async (to: { workspaceId: string; workspaceName: string }) => {
    try {
      await switcher.mutateAsync(to.workspaceId);
      notify.success(`Você está na conta ${to.workspaceName}.`);
    } catch (e) {
      notify.error((e as Error).message);
    }
  };

  if (!notFound) return <QueryError error={error} onRetry={onRetry} />;
  if (located.isPending) return <PageLoading />;
  const back = (
    <Button component={Link} to={words.index} variant={located.isSuccess ? 'text' : 'outlined'}>
      {words.back}
    </Button>
  );
  const target = located.data;
  if (!target || target.workspaceId === current)
    return (
      <EmptyState icon={<SearchOffOutlined />} title={error.message} action={back}>
        {words.gone}
      </EmptyState>
    );
  return (
    <EmptyState
      icon={<WorkspacesOutlined />}
      title={`${words.this} está na conta ${target.workspaceName}.`}
      action={
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          useFlexGap
          sx={{ gap: 1, justifyContent: 'center' }}
        >
          <Button
            variant="contained"
            autoFocus
            disabled={switcher.isPending}
            onClick={() => void switchThere(target)}
          >
            {switcher.isPending ? 'Trocando…' : `Trocar para ${target.workspaceName}`}
          </Button>
          {back}
        </Stack>
      }
    >
      Você está trabalhando em outra conta. Troque de conta para abrir o que o link mostra.
    </EmptyState>
  );
}
