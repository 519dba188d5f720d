import AddIcon from '@mui/icons-material/Add';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import WorkspacesOutlinedIcon from '@mui/icons-material/WorkspacesOutlined';
import { Box, Button, Card, CardActionArea, CardContent, Chip, Typography } from '@mui/material';
import { hubColors, type Hub } from '@orbita/contracts/hubs';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useCan } from '../../../platform/session/app-state';
import { notify } from '../../../platform/toasts';
import { FormDialog } from '../../../ui/form-dialog';
import { PageHeader } from '../../../ui/page-header';
import { EmptyState, LoadingBlocks, QueryError } from '../../../ui/query-states';
import { useCreateHub } from '../api/mutations';
import { hubsQueries } from '../api/queries';
import { HubAvatars } from '../components/hub-avatars';
import { HubCover } from '../components/hub-cover';
import { fieldsOf, HubFormFields, type HubFormValues } from '../components/hub-form-fields';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function HubCard({ hub }: { hub: Hub }) {
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardActionArea component={Link} to={`/fabrica/hub/${hub.id}`} aria-label={hub.name}>
        <HubCover hub={hub} height={88} />
        <CardContent sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {hub.name}
          </Typography>
          {hub.description && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
                overflowWrap: 'anywhere',
              }}
            >
              {hub.description}
            </Typography>
          )}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
              {plural(hub.itemCount, 'item', 'itens')} ·{' '}
              {plural(hub.memberCount, 'membro', 'membros')}
            </Typography>
            <HubAvatars members={hub.members} total={hub.memberCount} />
          </Box>
          {hub.restricted && (
            <Chip
              size="small"
              icon={<LockOutlinedIcon />}
              label="Somente membros do hub"
              sx={{ justifySelf: 'start' }}
            />
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

const blank: HubFormValues = {
  name: '',
  description: '',
  icon: '',
  color: hubColors[0],
  restricted: false,
};

function CreateHubDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateHub();
  const navigate = useNavigate();
  const [values, setValues] = useState(blank);
  const [errors, setErrors] = useState<Partial<Record<keyof HubFormValues, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!values.name.trim()) return setErrors({ name: 'Informe o nome.' });
    setProblem(null);
    create
      .mutateAsync({ ...values, icon: values.icon.trim() || null })
      .then((hub) => {
        notify.success('Hub criado. Adicione listas, processos e páginas a ele.');
        void navigate(`/fabrica/hub/${hub.id}`);
      })
      .catch((error: Error) => {
        setErrors(fieldsOf(error));
        setProblem(Object.keys(fieldsOf(error)).length ? null : error.message);
      });
  };
  return (
    <FormDialog
      title="Novo hub"
      problem={problem}
      submitting={create.isPending}
      submitLabel="Criar hub"
      maxWidth="sm"
      onSubmit={submit}
      onClose={onClose}
    >
      <HubFormFields values={values} errors={errors} onChange={setValues} />
    </FormDialog>
  );
}

/** `/fabrica/hubs`: the hubs the person sees, as cards; Criador and above create one. */
export function HubsPage() {
  const canCreate = useCan('structure.manage', 'structures');
  const list = useInfiniteQuery(hubsQueries.list());
  const [creating, setCreating] = useState(false);
  const hubs = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Box sx={{ maxWidth: 1400 }}>
      <PageHeader
        title="Hubs"
        subtitle="Fábrica"
        actions={
          canCreate && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              Novo hub
            </Button>
          )
        }
      />
      {list.isPending ? (
        <LoadingBlocks label="Carregando hubs" height={200} />
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : hubs.length === 0 ? (
        <EmptyState
          icon={<WorkspacesOutlinedIcon />}
          title="Nenhum hub por aqui."
          action={
            canCreate && (
              <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
                Criar o primeiro hub
              </Button>
            )
          }
        >
          Um hub reúne num só lugar as listas, processos, mapas mentais, páginas, publicações,
          códices e jogos de um tema — um projeto, um cliente, uma equipe — com seus próprios
          membros. Marque “Somente membros do hub” para que só eles vejam o que está nele.
        </EmptyState>
      ) : (
        <Box
          component="ul"
          aria-label="Hubs"
          sx={{
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
          }}
        >
          {hubs.map((hub) => (
            <HubCard key={hub.id} hub={hub} />
          ))}
        </Box>
      )}
      {list.hasNextPage && (
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            Carregar mais
          </Button>
        </Box>
      )}
      {creating && <CreateHubDialog onClose={() => setCreating(false)} />}
    </Box>
  );
}
