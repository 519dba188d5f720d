import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import ArrowBack from '@mui/icons-material/ArrowBack';
import NumbersOutlined from '@mui/icons-material/NumbersOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import type { ProcessCard } from '@orbita/contracts/flow';
import { Box, Button, IconButton, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../ui/page-header';
import { PageLoading } from '../../../ui/page-loading';
import { useUrlDrawer } from '../../../ui/use-url-drawer';
import { EmptyState } from '../../../ui/query-states';
import { useCan } from '../../../platform/session/app-state';
import { RecordElsewhere } from '../../../platform/workspace-switch/record-elsewhere';
import { NexosButton } from '../../../platform/nexos';
import { SaveAsStructureButton } from '../../../platform/structures/save-as-structure';
import { CardDrawer } from './card-drawer';
import { ProcessBoard } from './process-board';
import { ProcessFieldsDialog } from './process-fields-dialog';
import { processQueries } from './processes-api';
import { StageEditorDialog } from './stage-editor-dialog';

/** `/flow/processo/{id}`: the board of a process, its stage editor and card details (`?cartao=`). */
export function ProcessPage() {
  const { id } = useParams();
  if (!id) {
    return (
      <EmptyState
        icon={<AccountTreeOutlined />}
        title="Escolha um processo"
        action={
          <Button component={Link} to="/flow/processos" variant="contained">
            Ver processos
          </Button>
        }
      >
        Abra um processo para ver o quadro de etapas.
      </EmptyState>
    );
  }
  return <ProcessScreen key={id} id={id} />;
}

function ProcessScreen({ id }: { id: string }) {
  const process = useQuery(processQueries.detail(id));
  const canManage = useCan('structure.manage', 'processes');
  const canWrite = useCan('content.write', 'processes');
  // The card's drawer (`?cartao=`) opens on the click and the URL follows (ui/use-url-drawer).
  const drawer = useUrlDrawer('cartao');
  const openCard = drawer.open;
  const open = useCallback((card: ProcessCard) => openCard(card.id), [openCard]);
  const [editing, setEditing] = useState(false);
  const [fieldsOpen, setFieldsOpen] = useState(false);
  if (process.isPending) return <PageLoading />;
  if (process.isError)
    return (
      <RecordElsewhere
        kind="processo"
        id={id}
        error={process.error}
        onRetry={() => void process.refetch()}
      />
    );
  const data = process.data;
  return (
    <Box>
      <PageHeader
        title={data.name}
        subtitle="Flow · Processo"
        actions={
          // Wraps on a phone: four actions do not fit 360 px in one row.
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'flex-end' }}
          >
            <IconButton component={Link} to="/flow/processos" aria-label="Voltar aos processos">
              <ArrowBack />
            </IconButton>
            {canManage && (
              <Button
                variant="outlined"
                startIcon={<TuneOutlined />}
                onClick={() => setEditing(true)}
              >
                Etapas
              </Button>
            )}
            {canManage && (
              <Button
                variant="outlined"
                startIcon={<NumbersOutlined />}
                onClick={() => setFieldsOpen(true)}
              >
                Campos
              </Button>
            )}
            {canManage && (
              <SaveAsStructureButton kind="processo" recordId={data.id} recordName={data.name} />
            )}
            <NexosButton kind="processo" id={data.id} name={data.name} />
          </Stack>
        }
      />
      <ProcessBoard process={data} canWrite={canWrite} onOpen={open} />
      {drawer.shown && (
        <CardDrawer
          cardId={drawer.shown}
          process={data}
          canWrite={canWrite}
          onClose={drawer.close}
        />
      )}
      {editing && <StageEditorDialog process={data} onClose={() => setEditing(false)} />}
      {fieldsOpen && <ProcessFieldsDialog process={data} onClose={() => setFieldsOpen(false)} />}
    </Box>
  );
}
