import {
  Alert,
  Box,
  Button,
  Chip,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
  useTheme,
} from '@mui/material';
import type { RecordRef } from '@orbita/contracts';
import { NEXOS_GRAPH_NODES_MAX, type NexoGraph } from '@orbita/contracts/nexos';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { useNavigate } from 'react-router';
import { LoadingBlocks } from '../../ui/query-states';
import { ResponsiveDialog } from '../../ui/responsive-dialog';
import { KindIcon } from './kind-icon';
import { nexosQueries } from './nexos-api';

/**
 * "Ver grafo": the record, its nexos and theirs (depth 2, at most 200 nodes), drawn by
 * cytoscape (loaded only when the dialog opens). A click on a node opens its record; the
 * same nodes are listed below as buttons for the keyboard and screen readers.
 */
export function NexosGraphDialog({
  root,
  open,
  onClose,
}: {
  root: RecordRef;
  open: boolean;
  onClose: () => void;
}) {
  const id = useId();
  const graph = useQuery({ ...nexosQueries.graph(root), enabled: open });
  const navigate = useNavigate();
  const go = (path: string | null) => {
    if (!path) return;
    onClose();
    void navigate(path);
  };

  return (
    <ResponsiveDialog open={open} onClose={onClose} maxWidth="md" aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>Grafo de nexos</DialogTitle>
      <DialogContent>
        {graph.isPending ? (
          <LoadingBlocks label="Carregando o grafo" count={1} height={360} />
        ) : graph.isError ? (
          <Alert severity="error">{graph.error.message}</Alert>
        ) : (
          <Stack spacing={2}>
            <GraphCanvas graph={graph.data} onOpen={go} />
            {graph.data.truncated && (
              <Alert severity="info">
                Mostrando os {NEXOS_GRAPH_NODES_MAX} registros mais próximos; há mais nexos além
                deles.
              </Alert>
            )}
            <Box>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                Registros no grafo
              </Typography>
              <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
                {graph.data.nodes.map((node) => (
                  <Chip
                    key={node.key}
                    icon={<KindIcon kind={node.kind} fontSize="small" />}
                    label={node.title}
                    variant={node.depth === 0 ? 'filled' : 'outlined'}
                    color={node.depth === 0 ? 'primary' : 'default'}
                    onClick={node.depth === 0 ? undefined : () => go(node.path)}
                  />
                ))}
              </Stack>
            </Box>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}

function GraphCanvas({
  graph,
  onOpen,
}: {
  graph: NexoGraph;
  onOpen: (path: string | null) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const theme = useTheme();
  const openRef = useRef(onOpen);
  useEffect(() => {
    openRef.current = onOpen;
  });

  useEffect(() => {
    let destroy = () => {};
    let cancelled = false;
    void import('cytoscape').then(({ default: cytoscape }) => {
      if (cancelled || !container.current) return;
      const cy = cytoscape({
        container: container.current,
        elements: [
          ...graph.nodes.map((n) => ({
            data: { id: n.key, label: n.title ?? '', path: n.path, depth: n.depth },
          })),
          ...graph.edges.map((e) => ({
            data: { id: e.id, source: e.source, target: e.target, label: e.label ?? '' },
          })),
        ],
        // Text is drawn on the canvas: a title or label is never HTML here.
        style: [
          {
            selector: 'node',
            style: {
              label: 'data(label)',
              'background-color': theme.palette.secondary.main,
              color: theme.palette.text.primary,
              'font-size': 12,
              'text-valign': 'bottom',
              'text-margin-y': 4,
              'text-wrap': 'ellipsis',
              'text-max-width': '140px',
              width: 22,
              height: 22,
            },
          },
          {
            selector: 'node[depth = 0]',
            style: { 'background-color': theme.palette.primary.main, width: 30, height: 30 },
          },
          {
            selector: 'edge',
            style: {
              width: 1.5,
              'line-color': theme.palette.grey[400],
              label: 'data(label)',
              'font-size': 10,
              color: theme.palette.text.secondary,
              'curve-style': 'bezier',
            },
          },
        ],
        layout: {
          name: 'concentric',
          concentric: (node) => 3 - Number(node.data('depth')),
          levelWidth: () => 1,
          minNodeSpacing: 40,
          animate: false,
        },
        // A small graph would be fitted at a huge zoom: at most a little over life size.
        maxZoom: 1.3,
        minZoom: 0.2,
        wheelSensitivity: 0.3,
      });
      cy.on('tap', 'node', (event) => {
        if (Number(event.target.data('depth')) > 0) openRef.current(event.target.data('path'));
      });
      destroy = () => cy.destroy();
    });
    return () => {
      cancelled = true;
      destroy();
    };
  }, [graph, theme]);

  return (
    <Box
      ref={container}
      role="img"
      aria-label={`Grafo com ${graph.nodes.length} registros e ${graph.edges.length} nexos`}
      data-testid="nexos-graph"
      sx={{
        height: { xs: 320, md: 420 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.default',
      }}
    />
  );
}
