import { Box } from '@mui/material';
import {
  deleteNodes,
  indexTree,
  moveNode,
  ROOT_ID,
  setLayout,
  updateNode,
  type MapLayout,
  type TreeNode,
} from '@orbita/contracts/mind-map-doc';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type * as Y from 'yjs';
import { copyBranches, cutBranches, pasteBranches } from './clipboard';
import { moveFor } from './drop-target';
import { commandFor } from './keyboard-map';
import { layoutMap, type MapGeometry } from './layout';
import { measureNode } from './measure';
import { useFontsReady } from './use-fonts-ready';
import { createDragStore, DragLayer, MapCanvas } from './map-canvas';
import { MapToolbar } from './map-toolbar';
import { NodeTextEditor, type EditingState } from './node-text-editor';
import { PresentationOverlay, PresentationSpotlight, usePresentation } from './presentation';
import { useCanvasTouch } from './touch-gestures';
import { NodeMenu, type NodeMenuAction, type NodeMenuState } from './touch-menu';
import { runCommand, write, type EditorContext, type Selection } from './run-command';
import { useCanvasPointer, type DragState } from './use-canvas-pointer';
import { useCulling } from './use-culling';
import { useMapTree, useUndo } from './use-map-tree';
import { useWheel } from './use-wheel';
import { Viewport } from './viewport';

interface Props {
  doc: Y.Doc;
  readOnly: boolean;
  title: string;
  height: object | number | string;
  /** More toolbar controls (presence, presentation, export, …) after the editor's own. */
  toolbarExtra?: ReactNode | ((api: EditorApi) => ReactNode);
  /** Per node id, drawn after its text instead of the bare task code (the live task badge). */
  badges?: ReadonlyMap<string, ReactNode>;
  /** The node menu's actions that are the page's (convert → its dialog, details → its panel). */
  onNodeAction?: (action: 'convert' | 'details', nodeId: string) => void;
  /** Drawn in the moving container above the nodes (others' selections), in map pixels. */
  renderLayer?: (geometry: MapGeometry) => ReactNode;
  /** Beside the canvas (a details panel of the focused idea). */
  renderAside?: (api: EditorApi) => ReactNode;
  /** Every change of my selection (published as presence). */
  onSelectionChange?: (ids: string[]) => void;
}

/** What an extra (panel, presentation, export) gets to work with. */
export interface EditorApi {
  doc: Y.Doc;
  /** Write with this origin (`doc.transact(fn, origin)`) so Ctrl+Z takes the edit back. */
  origin: unknown;
  focusNode: TreeNode | undefined;
  selection: string[];
  geometry: MapGeometry;
  viewport: Viewport;
  readOnly: boolean;
  /** Enters presentation mode (full screen, branch by branch). */
  present: () => void;
}

/** The nearest shown ancestor of a node (folded away, deleted by someone): the root at worst. */
function visibleOrAncestor(id: string, index: Map<string, TreeNode>, shown: Set<string>): string {
  for (let cur: string | null = id; cur !== null; cur = index.get(cur)?.parentId ?? null)
    if (shown.has(cur)) return cur;
  return ROOT_ID;
}

/**
 * The mind-map editor on one Yjs document: reads the tree, lays it out, draws it, and turns
 * keys, clicks, drags, copy and paste into the document's operations (with this editor's
 * origin, for its own undo). The keyboard focus stays on the canvas; only the inline text box
 * takes it while a node's text is typed.
 */
export function MapEditor(props: Props) {
  const { doc, readOnly, title, height, toolbarExtra, onSelectionChange } = props;
  const [origin] = useState(() => ({ editor: 'mind-map' }));
  const { tree, layout } = useMapTree(doc, origin);
  const undo = useUndo(doc, origin);
  const index = useMemo(() => indexTree(tree), [tree]);
  const fonts = useFontsReady();
  const geometry = useMemo(
    () => layoutMap(tree, layout, measureNode, fonts),
    [tree, layout, fonts],
  );
  const [rawSelection, setSelection] = useState<Selection>({ focus: ROOT_ID, ids: [ROOT_ID] });
  const [editing, setEditing] = useState<EditingState | null>(null);
  const [viewport] = useState(() => new Viewport());
  const [dragStore] = useState(createDragStore);
  const [draggingId, setDraggingId] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const frame = useRef<HTMLDivElement>(null);
  const world = useRef<HTMLDivElement>(null);
  const space = useRef<{ panned: boolean } | null>(null);
  const fitted = useRef(false);
  const [menu, setMenu] = useState<NodeMenuState | null>(null);

  // Someone (or undo) removed or folded away the selected node: the selection climbs to what shows.
  const selection = useMemo(() => {
    const shown = new Set(geometry.byId.keys());
    const focus = visibleOrAncestor(rawSelection.focus, index, shown);
    const ids = rawSelection.ids.filter((id) => shown.has(id));
    return { focus, ids: ids.includes(focus) ? ids : [focus, ...ids] };
  }, [rawSelection, geometry, index]);
  const selected = useMemo(() => new Set(selection.ids), [selection]);
  const selectionKey = selection.ids.join(' ');
  useEffect(() => {
    onSelectionChange?.(selectionKey ? selectionKey.split(' ') : []);
  }, [selectionKey, onSelectionChange]);

  useLayoutEffect(() => viewport.attach(frame.current, world.current), [viewport]);
  useWheel(frame, viewport);
  useLayoutEffect(() => {
    if (fitted.current || viewport.size().w === 0) return;
    fitted.current = true;
    viewport.fit(geometry.bounds);
    // A big map fitted whole would be unreadable: start on its centre idea at a readable size.
    if (viewport.view.k < 0.5) {
      viewport.set({ ...viewport.view, k: 0.8 });
      viewport.centerOn(geometry.byId.get(ROOT_ID)!);
    }
  }, [geometry, viewport]);
  const focusCanvas = () => frame.current?.focus({ preventScroll: true });

  const ctx: EditorContext = {
    doc,
    origin,
    undo,
    index,
    geometry,
    selection,
    select: setSelection,
    // Not through `index`: a node made by this very command is not in this render's tree yet.
    startEdit: (id, replaceWith, fresh = false) => {
      if (readOnly) return;
      setEditing({ id, initial: replaceWith ?? index.get(id)?.text ?? '', fresh });
    },
    viewport,
    tell: setMessage,
  };

  const commit = (text: string, then?: 'child' | 'sibling') => {
    const id = editing?.id;
    setEditing(null);
    if (!id) return;
    const node = index.get(id);
    if (node && text !== node.text) write(ctx, () => updateNode(doc, id, { text }));
    focusCanvas();
    if (then === 'child')
      runCommand({ kind: 'add-child' }, { ...ctx, selection: { focus: id, ids: [id] } });
  };
  const cancel = () => {
    const node = editing && index.get(editing.id);
    setEditing(null);
    if (editing?.fresh && node && node.text === '') {
      write(ctx, () => deleteNodes(doc, [node.id]));
      if (node.parentId) setSelection({ focus: node.parentId, ids: [node.parentId] });
    }
    focusCanvas();
  };

  const presentation = usePresentation({
    geometry,
    viewport,
    target: frame,
    onStep: (id) => setSelection({ focus: id, ids: [id] }),
  });
  useCanvasTouch(frame, {
    viewport,
    onTap: (id) => {
      if (id) setSelection({ focus: id, ids: [id] });
    },
    onMenu: (id, at) => {
      setSelection({ focus: id, ids: [id] });
      setMenu({ nodeId: id, at });
    },
  });
  // The node menu (long press, right click) runs the keyboard's own commands on that node.
  const onMenuAction = (action: NodeMenuAction, id: string) => {
    const on = { ...ctx, selection: { focus: id, ids: [id] } };
    if (action === 'add-child' || action === 'add-sibling' || action === 'delete')
      runCommand({ kind: action }, on);
    else if (action === 'edit') runCommand({ kind: 'edit' }, on);
    else props.onNodeAction?.(action, id);
    if (action !== 'details' && action !== 'convert') focusCanvas();
  };

  const onDrop = (drag: DragState) => {
    if (!drag.drop) return;
    const move = moveFor(drag.drop, drag.id, index, layout, drag.at);
    if (!move) return;
    const moved = write(ctx, () => {
      const ok = moveNode(doc, drag.id, move.parentId, move.index);
      if (ok && move.side) updateNode(doc, drag.id, { side: move.side });
      return ok;
    });
    if (!moved) setMessage('Uma ideia não pode ir para dentro dela mesma.');
    setSelection({ focus: drag.id, ids: [drag.id] });
  };

  const pointer = useCanvasPointer({
    geometry: () => geometry,
    viewport,
    readOnly,
    spaceHeld: () => space.current !== null,
    onPanned: () => {
      if (space.current) space.current.panned = true;
    },
    onClick: (id, additive) => {
      focusCanvas();
      if (!additive) return setSelection({ focus: id, ids: [id] });
      const ids = selected.has(id) ? selection.ids.filter((i) => i !== id) : [...selection.ids, id];
      setSelection({ focus: ids.includes(id) ? id : (ids[0] ?? ROOT_ID), ids });
    },
    onBackgroundClick: () => focusCanvas(),
    onFold: (id) => {
      if (!readOnly) write(ctx, () => updateNode(doc, id, { collapsed: false }));
    },
    onDrag: (drag) => {
      dragStore.set(drag);
      setDraggingId(drag?.id ?? null);
    },
    onDrop,
  });

  // Space: held while dragging pans; pressed and released alone folds.
  const onKeyDown = (e: React.KeyboardEvent<HTMLDivElement>) => {
    if (editing || e.nativeEvent.isComposing) return;
    if (e.key === ' ' && !e.ctrlKey && !e.metaKey && !e.altKey) {
      e.preventDefault();
      if (!e.repeat && !space.current) space.current = { panned: false };
      return;
    }
    const command = commandFor(e, readOnly);
    if (!command) return;
    e.preventDefault();
    runCommand(command, ctx);
  };
  const onKeyUp = (e: React.KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== ' ' || !space.current) return;
    const { panned } = space.current;
    space.current = null;
    if (!panned && !editing && !readOnly) runCommand({ kind: 'fold' }, ctx);
  };

  useEffect(() => {
    if (!message) return;
    const t = setTimeout(() => setMessage(''), 4000);
    return () => clearTimeout(t);
  }, [message]);

  const editingPlaced = editing ? geometry.byId.get(editing.id) : undefined;
  const keep = [...selection.ids, editing?.id, draggingId].filter((id): id is string => !!id);
  const shown = useCulling(geometry, viewport, keep);
  const api: EditorApi = {
    doc,
    origin,
    focusNode: index.get(selection.focus),
    selection: selection.ids,
    geometry,
    viewport,
    readOnly,
    present: presentation.start,
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height }}>
      <MapToolbar
        viewport={viewport}
        layout={layout}
        readOnly={readOnly}
        undo={undo}
        onLayout={(l: MapLayout) => write(ctx, () => setLayout(doc, l))}
        onFit={() => runCommand({ kind: 'fit' }, ctx)}
        onCenter={() => runCommand({ kind: 'center' }, ctx)}
        onUndo={() => runCommand({ kind: 'undo' }, ctx)}
        onRedo={() => runCommand({ kind: 'redo' }, ctx)}
        extra={typeof toolbarExtra === 'function' ? toolbarExtra(api) : toolbarExtra}
      />
      {/* relative: the details panel is placed over the canvas's right edge. */}
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0, position: 'relative' }}>
        <MapCanvas
          geometry={geometry}
          shown={shown}
          selected={selected}
          focus={selection.focus}
          editingId={editing?.id ?? null}
          draggingId={draggingId}
          badges={props.badges}
          label={`Mapa mental: ${title}`}
          frameRef={frame}
          worldRef={world}
          frameProps={{
            ...pointer,
            onKeyDown,
            onKeyUp,
            onDoubleClick: (e) => {
              const id = (e.target as Element)
                .closest('[data-node-id]')
                ?.getAttribute('data-node-id');
              if (id) ctx.startEdit(id);
            },
            onCopy: (e) => {
              if (!editing && copyBranches(ctx, e.clipboardData)) e.preventDefault();
            },
            onCut: (e) => {
              if (!editing && !readOnly && cutBranches(ctx, e.clipboardData)) e.preventDefault();
            },
            onPaste: (e) => {
              if (editing || readOnly) return;
              e.preventDefault();
              pasteBranches(ctx, e.clipboardData.getData('text/plain'));
            },
          }}
          overlay={
            <>
              <PresentationOverlay presentation={presentation} />
              <Box
                role="status"
                aria-live="polite"
                sx={{
                  position: 'absolute',
                  left: '50%',
                  bottom: 16,
                  transform: 'translateX(-50%)',
                  px: 2,
                  py: 0.75,
                  borderRadius: 2,
                  bgcolor: 'rgba(31,41,55,.9)',
                  color: '#fff',
                  fontSize: 14,
                  pointerEvents: 'none',
                  opacity: message ? 1 : 0,
                  transition: 'opacity .2s',
                }}
              >
                {message}
              </Box>
            </>
          }
        >
          {editing && editingPlaced && (
            <NodeTextEditor
              key={editing.id}
              placed={editingPlaced}
              editing={editing}
              onCommit={commit}
              onCancel={cancel}
            />
          )}
          {props.renderLayer?.(geometry)}
          <PresentationSpotlight presentation={presentation} />
          <DragLayer store={dragStore} />
        </MapCanvas>
        {props.renderAside?.(api)}
      </Box>
      <NodeMenu
        menu={menu}
        isRoot={menu?.nodeId === ROOT_ID}
        readOnly={readOnly}
        onAction={onMenuAction}
        onClose={() => setMenu(null)}
      />
    </Box>
  );
}
