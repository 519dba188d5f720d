import ArrowBack from '@mui/icons-material/ArrowBack';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { Alert, Box, Button } from '@mui/material';
import type { Resource } from '@orbita/contracts/gamification';
import type { ResourceBody } from './resource-form-values';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { statusOf } from '../../../platform/http';
import { notify } from '../../../platform/toasts';
import { PageHeader } from '../../../ui/page-header';
import { PageLoading } from '../../../ui/page-loading';
import { QueryError } from '../../../ui/query-states';
import { useCatalogVersionedSave } from '../api/catalog-conflicts';
import { useDeleteResource, useSaveResource } from '../api/catalog-mutations';
import { gamificationKeys } from '../api/keys';
import { useCan } from '../../../platform/session/app-state';
import { catalogQueries } from '../api/catalog-queries';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ResourceForm } from './resource-form';

const back = (
  <Button component={Link} to="/gamificacao/recursos" startIcon={<ArrowBack />}>
    Recursos
  </Button>
);

/** `/gamificacao/recurso/{id?}`: a resource's form; without an id, a new one. */
export function ResourcePage() {
  const { id } = useParams();
  return id ? <EditResource key={id} id={id} /> : <NewResource />;
}

function NewResource() {
  const canManage = useCan('structure.manage', 'games');
  const save = useSaveResource(null);
  const navigate = useNavigate();
  return (
    <Box>
      <PageHeader title="Novo recurso" subtitle="Gamificação" actions={back} />
      {canManage ? (
        <ResourceForm
          resource={null}
          readOnly={false}
          onSubmit={async (body) => {
            const created = await save.mutateAsync(body);
            notify.success('Recurso criado.');
            void navigate(`/gamificacao/recurso/${created.id}`, { replace: true });
          }}
        />
      ) : (
        <Alert severity="info">Só quem é Criador ou acima nesta conta cria recursos.</Alert>
      )}
    </Box>
  );
}

type VersionedResourceSave = (body: ResourceBody, version: number) => Promise<unknown>;

function EditResource({ id }: { id: string }) {
  const resource = useQuery(catalogQueries.resource(id));
  const save = useSaveResource(id);
  // Here, above the editor: the editor remounts when the newer resource lands, the dialog stays.
  const versioned = useCatalogVersionedSave<Resource, ResourceBody>({
    send: (body) => save.mutateAsync(body),
    detailKey: gamificationKeys.resource,
    onReapplied: () => notify.success('Recurso salvo.'),
  });
  if (resource.isPending) return <PageLoading />;
  if (resource.isError) {
    if (statusOf(resource.error) === 404) {
      return (
        <Box>
          <PageHeader title="Recurso" subtitle="Gamificação" actions={back} />
          <Alert severity="warning">
            Recurso não encontrado. Talvez ele tenha sido excluído ou seja de outra conta.
          </Alert>
        </Box>
      );
    }
    return <QueryError error={resource.error} onRetry={() => void resource.refetch()} />;
  }
  // Keyed by `updatedAt`: a change saved here or elsewhere (realtime) refills the form.
  return (
    <>
      {versioned.dialog}
      <ResourceEditor
        key={resource.data.updatedAt}
        resource={resource.data}
        save={versioned.save}
      />
    </>
  );
}

function ResourceEditor({ resource, save }: { resource: Resource; save: VersionedResourceSave }) {
  const canManage = useCan('structure.manage', 'games');
  const remove = useDeleteResource();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  return (
    <Box>
      <PageHeader title={resource.name} subtitle="Recurso" actions={back} />
      <ResourceForm
        resource={resource}
        readOnly={!canManage}
        onSubmit={async (body) => {
          // The version this form shows; a stale one opens the conflict dialog instead.
          if (await save(body, resource.version)) notify.success('Recurso salvo.');
        }}
        actions={
          <Button color="error" startIcon={<DeleteOutline />} onClick={() => setConfirming(true)}>
            Excluir
          </Button>
        }
      />
      <ConfirmDialog
        open={confirming}
        title="Excluir recurso?"
        text={`"${resource.name}" será excluído. Um recurso já usado em recompensas, preços ou inventários não pode ser excluído.`}
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        // The promise, not mutate's callbacks: a refresh that reads the resource gone before
        // the answer (another tab's event) turns the page into "não encontrado" and unmounts
        // this editor, which would then neither say so nor leave the page.
        onConfirm={() =>
          void remove.mutateAsync(resource.id).then(
            () => {
              notify.success(`Recurso "${resource.name}" excluído.`);
              void navigate('/gamificacao/recursos', { replace: true });
            },
            (error: Error) => {
              setConfirming(false);
              notify.error(error.message);
            },
          )
        }
      />
    </Box>
  );
}
