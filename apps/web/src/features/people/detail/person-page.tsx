import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { Box, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { notify } from '../../../platform/toasts';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { PageLoading } from '../../../ui/page-loading';
import { RecordElsewhere } from '../../../platform/workspace-switch/record-elsewhere';
import { EmptyState } from '../../../ui/query-states';
import { useDeletePerson } from '../api/mutations';
import { peopleQueries } from '../api/queries';
import { usePeopleWrite } from '../lib/access';
import { PersonFormDialog } from '../list/person-form-dialog';
import { NexosPanel } from '../../../platform/nexos';
import { DetailsCard } from './details-card';
import { KeepInTouchCard } from './keep-in-touch-card';
import { PersonHeader } from './person-header';
import { usePersonSave } from './person-save';
import { TimelineCard } from './timeline-card';

/** `/pessoa/pessoa/{id}`: one person or company, their details and their timeline. */
export function PersonPage() {
  const { id } = useParams();
  if (!id)
    return (
      <EmptyState
        icon={<SearchOffOutlined />}
        title="Escolha uma pessoa"
        action={
          <Button component={Link} to="/pessoa/pessoas" variant="contained">
            Ver pessoas
          </Button>
        }
      >
        Abra uma pessoa da lista para ver os dados e a linha do tempo dela.
      </EmptyState>
    );
  return <PersonScreen key={id} id={id} />;
}

function PersonScreen({ id }: { id: string }) {
  const person = useQuery(peopleQueries.detail(id));
  const canWrite = usePeopleWrite();
  const navigate = useNavigate();
  const remove = useDeletePerson();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const data = person.data;
  const companyNames = new Map(
    data?.companyId && data.companyName ? [[data.companyId, data.companyName]] : [],
  );
  const versioned = usePersonSave(data, companyNames);

  if (person.isPending) return <PageLoading />;
  if (person.isError)
    return (
      <RecordElsewhere
        kind="pessoa"
        id={id}
        error={person.error}
        onRetry={() => void person.refetch()}
      />
    );
  const p = person.data;

  return (
    <Box>
      {versioned.dialog}
      <PersonHeader
        person={p}
        canWrite={canWrite}
        save={versioned.save}
        onDelete={() => setDeleting(true)}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(280px, 1fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        {/* On a phone the timeline (the hub) comes first; beside the details from md. */}
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0, order: { xs: 2, md: 0 } }}>
          <KeepInTouchCard
            key={`${p.keepInTouchDays ?? ''}`}
            person={p}
            canWrite={canWrite}
            save={versioned.save}
          />
          <DetailsCard person={p} canWrite={canWrite} onEdit={() => setEditing(true)} />
          <NexosPanel kind="pessoa" id={p.id} card />
        </Box>
        <Box sx={{ minWidth: 0, order: { xs: 1, md: 0 } }}>
          <TimelineCard person={p} canWrite={canWrite} />
        </Box>
      </Box>
      {editing && (
        <PersonFormDialog
          person={p}
          tagOptions={p.tags}
          save={versioned.save}
          onClose={() => setEditing(false)}
        />
      )}
      <ConfirmDialog
        open={deleting}
        title={p.kind === 'company' ? 'Excluir empresa?' : 'Excluir pessoa?'}
        text={`O cadastro de "${p.name}" será excluído com os vínculos. Tarefas, lançamentos, conversas e publicações continuam onde estão. Não dá para desfazer.`}
        busy={remove.isPending}
        onCancel={() => setDeleting(false)}
        // The promise: the page turns into "não encontrada" once the cache drops the person.
        onConfirm={() =>
          void remove.mutateAsync(p.id).then(
            () => {
              notify.check(`Cadastro de "${p.name}" excluído.`);
              void navigate('/pessoa/pessoas', { replace: true });
            },
            (error: Error) => {
              setDeleting(false);
              notify.error(error.message);
            },
          )
        }
      />
    </Box>
  );
}
