import AddOutlined from '@mui/icons-material/AddOutlined';
import CenterFocusStrongOutlined from '@mui/icons-material/CenterFocusStrongOutlined';
import FitScreenOutlined from '@mui/icons-material/FitScreenOutlined';
import RedoOutlined from '@mui/icons-material/RedoOutlined';
import RemoveOutlined from '@mui/icons-material/RemoveOutlined';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import {
  Box,
  Divider,
  IconButton,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { MapLayout } from '@orbita/contracts/mind-map-doc';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type * as Y from 'yjs';
import type { Viewport } from './viewport';

// `short`: what a phone shows (the full label stays the button's name).
const layouts: { value: MapLayout; label: string; short: string }[] = [
  { value: 'right', label: 'Direita', short: 'Direita' },
  { value: 'left', label: 'Esquerda', short: 'Esquerda' },
  { value: 'both', label: 'Ambos os lados', short: 'Ambos' },
];

/** Whether there is something of mine to undo / redo (the buttons' disabled state). */
function useUndoState(undo: Y.UndoManager | null) {
  const [state, setState] = useState({ undo: false, redo: false });
  useEffect(() => {
    if (!undo) return;
    const read = () => setState({ undo: undo.canUndo(), redo: undo.canRedo() });
    const events = ['stack-item-added', 'stack-item-popped', 'stack-cleared'] as const;
    events.forEach((e) => undo.on(e, read));
    read();
    return () => events.forEach((e) => undo.off(e, read));
  }, [undo]);
  return state;
}

function ZoomLabel({ viewport }: { viewport: Viewport }) {
  const zoom = useSyncExternalStore(viewport.subscribe, viewport.getZoom);
  return (
    <Typography
      variant="body2"
      sx={{ minWidth: 44, textAlign: 'center', fontVariantNumeric: 'tabular-nums' }}
      aria-live="polite"
      aria-label={`Zoom ${Math.round(zoom * 100)}%`}
    >
      {Math.round(zoom * 100)}%
    </Typography>
  );
}

interface Props {
  viewport: Viewport;
  layout: MapLayout;
  readOnly: boolean;
  undo: Y.UndoManager | null;
  onLayout: (layout: MapLayout) => void;
  onFit: () => void;
  onCenter: () => void;
  onUndo: () => void;
  onRedo: () => void;
  extra?: ReactNode;
}

/** The editor's toolbar: undo/redo, zoom, fit, centre and the layout switch. */
export function MapToolbar(props: Props) {
  const { viewport, readOnly } = props;
  const can = useUndoState(props.undo);
  // Buttons keep the focus off the canvas only for their click: the keyboard goes back to the map.
  const keep = (e: React.MouseEvent) => e.preventDefault();
  // On a phone the map zooms with two fingers (and Ctrl −/+ on a keyboard): without the two
  // zoom buttons and with short layout labels the toolbar keeps to two rows at 360 px, and
  // the canvas keeps room above the Detalhes sheet.
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Box
      role="toolbar"
      aria-label="Ferramentas do mapa"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.5,
        px: 1,
        py: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      {!readOnly && (
        <>
          <Tooltip title="Desfazer (Ctrl+Z)">
            <span>
              <IconButton
                aria-label="Desfazer"
                disabled={!can.undo}
                onMouseDown={keep}
                onClick={props.onUndo}
              >
                <UndoOutlined />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title="Refazer (Ctrl+Y)">
            <span>
              <IconButton
                aria-label="Refazer"
                disabled={!can.redo}
                onMouseDown={keep}
                onClick={props.onRedo}
              >
                <RedoOutlined />
              </IconButton>
            </span>
          </Tooltip>
          <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
        </>
      )}
      {!phone && (
        <Tooltip title="Diminuir zoom (Ctrl −)">
          <IconButton
            aria-label="Diminuir zoom"
            onMouseDown={keep}
            onClick={() => viewport.zoomAt(1 / 1.2)}
          >
            <RemoveOutlined />
          </IconButton>
        </Tooltip>
      )}
      <ZoomLabel viewport={viewport} />
      {!phone && (
        <Tooltip title="Aumentar zoom (Ctrl +)">
          <IconButton
            aria-label="Aumentar zoom"
            onMouseDown={keep}
            onClick={() => viewport.zoomAt(1.2)}
          >
            <AddOutlined />
          </IconButton>
        </Tooltip>
      )}
      <Tooltip title="Ajustar à tela (Ctrl+0)">
        <IconButton aria-label="Ajustar à tela" onMouseDown={keep} onClick={props.onFit}>
          <FitScreenOutlined />
        </IconButton>
      </Tooltip>
      <Tooltip title="Centralizar na ideia selecionada (Ctrl+.)">
        <IconButton aria-label="Centralizar" onMouseDown={keep} onClick={props.onCenter}>
          <CenterFocusStrongOutlined />
        </IconButton>
      </Tooltip>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToggleButtonGroup
        size="small"
        exclusive
        value={props.layout}
        disabled={readOnly}
        aria-label="Disposição"
        onChange={(_e, value: MapLayout | null) => value && props.onLayout(value)}
      >
        {layouts.map((l) => (
          <ToggleButton
            key={l.value}
            value={l.value}
            onMouseDown={keep}
            aria-label={l.label}
            sx={{ px: 1.25, py: 0.25, textTransform: 'none' }}
          >
            {phone ? l.short : l.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {props.extra && <Box sx={{ ml: 'auto', display: 'flex', gap: 0.5 }}>{props.extra}</Box>}
    </Box>
  );
}
