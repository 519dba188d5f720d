import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  Chip,
  Link as MuiLink,
  Paper,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { taskStatusColors, type ListMap } from '@orbita/contracts/mind-maps';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { statusOf } from '../../../platform/http';
import { EmptyState, LoadingBlocks, QueryError } from '../../../ui/query-states';
import { mindMapsQueries } from '../api/queries';
import { listMapDoc } from './list-map-doc';
import { NodeLinkBadge } from './node-link-badge';

// The editor's canvas is the editor chunk's (downloaded with this route, see screens.ts).
const MapEditor = lazy(async () => ({ default: (await import('../editor/map-editor')).MapEditor }));

/** The list on the map canvas, read-only; each task's badge opens it. */
function ListCanvas({ map }: { map: ListMap }) {
  const { doc, badges } = useMemo(() => {
    const built = listMapDoc(map);
    const nodes = new Map<string, ReactNode>();
    for (const [nodeId, link] of built.links) nodes.set(nodeId, <NodeLinkBadge link={link} />);
    return { doc: built.doc, badges: nodes };
  }, [map]);
  useEffect(() => () => doc.destroy(), [doc]);
  return (
    <Suspense fallback={<LoadingBlocks label="Carregando o mapa da lista" height={72} />}>
      <MapEditor
        key={doc.guid}
        doc={doc}
        readOnly
        title={map.root.text}
        height={{ xs: 'calc(100dvh - 260px)', md: 'calc(100dvh - 240px)' }}
        badges={badges}
      />
    </Suspense>
  );
}

type StatusNode = ListMap['root']['children'][number];

/** A status id is `status:<status>`: its board colour. */
const colourOf = (node: StatusNode) =>
  taskStatusColors[node.id.replace(/^status:/, '') as keyof typeof taskStatusColors] ?? '#9e9e9e';

/** One status of the list: its tasks as links to their drawers (folded like on the board). */
function StatusBranch({ node, listId }: { node: StatusNode; listId: string }) {
  return (
    <Accordion
      defaultExpanded={!node.collapsed}
      disableGutters
      variant="outlined"
      sx={{ borderLeft: 4, borderLeftColor: colourOf(node) }}
    >
      <AccordionSummary expandIcon={<ExpandMore />}>
        <Typography component="h2" sx={{ fontWeight: 500, flex: 1 }}>
          {node.text}
        </Typography>
        <Chip size="small" label={node.children.length} sx={{ mr: 1 }} />
      </AccordionSummary>
      <AccordionDetails sx={{ pt: 0 }}>
        {node.children.length === 0 ? (
          <Typography color="text.secondary">Nenhuma tarefa.</Typography>
        ) : (
          <Box
            component="ul"
            aria-label={node.text}
            sx={{ m: 0, pl: 2, display: 'grid', gap: 0.75 }}
          >
            {node.children.map((task) => (
              <li key={task.id}>
                <MuiLink
                  component={Link}
                  to={`/flow/lista/${listId}?tarefa=${task.taskId ?? task.id}`}
                  underline="hover"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {task.taskCode && (
                    <Box component="span" sx={{ fontWeight: 600, mr: 1 }}>
                      {task.taskCode}
                    </Box>
                  )}{' '}
                  {task.text}
                </MuiLink>
              </li>
            ))}
          </Box>
        )}
      </AccordionDetails>
    </Accordion>
  );
}

/**
 * `/mind-space/mind-map?lista=<id>`: a task list as a read-only map — the list at the centre,
 * its statuses in board order as branches, each with its tasks (which open in the list). On
 * the editor's canvas by default; "Tópicos" shows the same tree as an outline, which reads a
 * long column of tasks better.
 */
export function ListMapView({ listId }: { listId: string }) {
  const map = useQuery(mindMapsQueries.fromList(listId));
  const [view, setView] = useState<'mapa' | 'topicos'>('mapa');
  const name = map.data?.root.text;
  useEffect(() => {
    document.title = `${name ?? 'Lista como mapa'} · Orbita`;
  }, [name]);
  if (map.isPending) return <LoadingBlocks label="Carregando o mapa da lista" height={72} />;
  if (map.isError)
    return statusOf(map.error) === 404 ? (
      <EmptyState
        icon={<AccountTreeOutlined />}
        title="Lista não encontrada"
        action={
          <Button component={Link} to="/flow/listas" variant="outlined">
            Ver listas
          </Button>
        }
      >
        Ela pode ter sido excluída, ou o link está incompleto.
      </EmptyState>
    ) : (
      <QueryError error={map.error} onRetry={() => void map.refetch()} />
    );
  const { root, truncated } = map.data;
  return (
    <Box sx={{ maxWidth: view === 'mapa' ? undefined : 960 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary">
            Lista como mapa
          </Typography>
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, overflowWrap: 'anywhere' }}
          >
            {root.text}
          </Typography>
        </Box>
        <Chip
          label="Somente leitura"
          size="small"
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_e, v: 'mapa' | 'topicos' | null) => v && setView(v)}
          aria-label="Visão"
        >
          <ToggleButton value="mapa">Mapa</ToggleButton>
          <ToggleButton value="topicos">Tópicos</ToggleButton>
        </ToggleButtonGroup>
        <Button component={Link} to={`/flow/lista/${listId}`} variant="outlined">
          Abrir lista
        </Button>
      </Stack>
      {truncated && (
        <Alert severity="info" sx={{ mb: 2 }}>
          A lista tem muitas tarefas: o mapa mostra as primeiras, na ordem do quadro.
        </Alert>
      )}
      {view === 'mapa' ? (
        <ListCanvas map={map.data} />
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 1 }}>
          {root.children.map((status) => (
            <StatusBranch key={status.id} node={status} listId={listId} />
          ))}
        </Paper>
      )}
    </Box>
  );
}
