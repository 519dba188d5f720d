import { useMediaQuery, useTheme } from '@mui/material';
import { useEffect } from 'react';
import type { EditorApi } from './map-editor';
import { NodePanel } from './node-panel';

/** Room left between the frame's top edge and the idea moved up above the phone's sheet. */
const TOP_GAP = 8;

/**
 * The node panel as the editor's aside. On a phone it is a bottom sheet over most of the
 * canvas, so the idea it describes is brought to the top of the canvas (above the sheet) when
 * the panel opens and whenever another idea gets the focus meanwhile.
 */
export function PanelAside({ api, onClose }: { api: EditorApi; onClose: () => void }) {
  const theme = useTheme();
  const sheet = useMediaQuery(theme.breakpoints.down('sm'));
  const { geometry, viewport } = api;
  const focus = api.focusNode?.id;
  useEffect(() => {
    const box = focus ? geometry.byId.get(focus) : undefined;
    if (!sheet || !box) return;
    const { k } = viewport.view;
    viewport.set({ k, x: viewport.size().w / 2 - (box.x + box.w / 2) * k, y: TOP_GAP - box.y * k });
    // Only on opening and on a new focus: the person may pan freely in between.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sheet, focus]);
  return (
    <NodePanel
      doc={api.doc}
      origin={api.origin}
      node={api.focusNode ?? null}
      readOnly={api.readOnly}
      onClose={onClose}
    />
  );
}
