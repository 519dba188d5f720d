import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import ArrowBack from '@mui/icons-material/ArrowBack';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import { Alert, Box, Button, Chip, IconButton, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { statusOf } from '../../../platform/http';
import { useCan } from '../../../platform/session/app-state';
import { EmptyState, QueryError } from '../../../ui/query-states';
import { useScreenFill } from '../../../ui/use-screen-fill';
import { mindMapsQueries } from '../api/queries';
import { HistoryDrawer } from '../history/history-drawer';
import { ConvertToWorkDialog } from '../work/convert-to-work-dialog';
import { NodeLinkBadge } from '../work/node-link-badge';
import { useNodeLinks } from '../work/use-node-links';
import { MapActions } from './map-actions';
import { NexosButton } from '../../../platform/nexos';
import { SaveAsStructureDialog } from '../../../platform/structures/save-as-structure';
import { MapEditor } from './map-editor';
import { PanelAside } from './panel-aside';
import { useMapDoc } from './use-map-doc';
import { useMapPresence } from './use-map-presence';

const LIST = '/mind-space/mind-maps';

/** `/mind-space/mind-map/{id}`: one map in the editor, live with whoever else has it open. */
export default function MindMapEditorPage() {
  const { id } = useParams();
  if (!id)
    return (
      <EmptyState
        icon={<AccountTreeOutlined />}
        title="Escolha um mapa"
        action={
          <Button component={Link} to={LIST} variant="contained">
            Ver mapas mentais
          </Button>
        }
      >
        Abra um mapa mental para editá-lo.
      </EmptyState>
    );
  return <MapScreen key={id} id={id} />;
}

function EditorSkeleton() {
  return (
    <Box role="status" aria-label="Carregando o mapa" sx={{ display: 'grid', gap: 1.5 }}>
      <Skeleton variant="rounded" height={44} />
      <Skeleton variant="rounded" height={420} />
    </Box>
  );
}

function MapScreen({ id }: { id: string }) {
  const map = useQuery(mindMapsQueries.detail(id));
  const collab = useMapDoc(id);
  const canWrite = useCan('content.write');
  const [height, fillRef] = useScreenFill<HTMLDivElement>({ xs: 200, md: 190 });
  const [selection, setSelection] = useState<string[]>([]);
  const readOnly = collab.readOnly || !canWrite;
  const presence = useMapPresence(collab.awareness, selection, readOnly);
  const [panel, setPanel] = useState(false);
  const [converting, setConverting] = useState<string[] | null>(null);
  const [history, setHistory] = useState(false);
  const [savingStructure, setSavingStructure] = useState(false);
  // One query for the whole map; each node gets its ready-made badge (stable until it changes).
  const links = useNodeLinks(id);
  const badges = useMemo(
    () =>
      new Map([...links.byNode].map(([nodeId, link]) => [nodeId, <NodeLinkBadge link={link} />])),
    [links.byNode],
  );
  const title = map.data?.title ?? 'Mapa mental';
  useEffect(() => {
    document.title = `${title} · Orbita`;
  }, [title]);

  if (map.isError || collab.refused) {
    if (collab.refused || statusOf(map.error) === 404)
      return (
        <EmptyState
          icon={<AccountTreeOutlined />}
          title="Mapa não encontrado"
          action={
            <Button component={Link} to={LIST} variant="outlined">
              Voltar aos mapas
            </Button>
          }
        >
          Ele pode ter sido excluído, ou o link está incompleto.
        </EmptyState>
      );
    return <QueryError error={map.error!} onRetry={() => void map.refetch()} />;
  }
  const loading = map.isPending || !collab.loaded;
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, minWidth: 0 }}>
        <IconButton component={Link} to={LIST} aria-label="Voltar aos mapas">
          <ArrowBack />
        </IconButton>
        <Typography variant="h5" component="h1" noWrap sx={{ flex: 1, minWidth: 0 }}>
          {map.isPending ? <Skeleton width={220} /> : title}
        </Typography>
        {readOnly && !loading && <Chip label="Somente leitura" size="small" />}
        {map.data && <NexosButton kind="mapa" id={id} name={title} />}
      </Stack>
      {collab.status === 'offline' && (
        <Alert severity="warning" icon={<CloudOffOutlined />} sx={{ mb: 1 }}>
          Sem conexão — suas edições serão enviadas ao reconectar
        </Alert>
      )}
      <Box
        ref={fillRef}
        sx={{
          borderRadius: 2,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        {loading ? (
          <EditorSkeleton />
        ) : (
          <MapEditor
            doc={collab.doc}
            readOnly={readOnly}
            title={title}
            height={height}
            toolbarExtra={(api) => (
              <>
                {presence.avatars}
                <MapActions
                  api={api}
                  mapId={id}
                  title={title}
                  onDetails={() => setPanel(true)}
                  onConvert={setConverting}
                  onHistory={() => setHistory(true)}
                  {...(readOnly ? {} : { onSaveStructure: () => setSavingStructure(true) })}
                />
              </>
            )}
            badges={badges}
            renderLayer={presence.layer}
            renderAside={(api) => panel && <PanelAside api={api} onClose={() => setPanel(false)} />}
            onNodeAction={(action, nodeId) =>
              action === 'details' ? setPanel(true) : setConverting([nodeId])
            }
            onSelectionChange={setSelection}
          />
        )}
      </Box>
      {converting && (
        <ConvertToWorkDialog mapId={id} nodeIds={converting} onClose={() => setConverting(null)} />
      )}
      {history && <HistoryDrawer mapId={id} onClose={() => setHistory(false)} />}
      {savingStructure && (
        <SaveAsStructureDialog
          kind="mapa"
          recordId={id}
          recordName={title}
          onClose={() => setSavingStructure(false)}
        />
      )}
    </Box>
  );
}
