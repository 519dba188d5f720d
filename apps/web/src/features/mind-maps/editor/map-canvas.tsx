import { Box } from '@mui/material';
import { memo, useMemo, useSyncExternalStore, type ReactNode, type Ref } from 'react';
import { canvasSx } from './editor-styles';
import type { Edge, MapGeometry, PlacedNode } from './layout';
import { MapNode, nodeDomId } from './map-node';
import type { DragState } from './use-canvas-pointer';

/** All edges in one SVG (one path each): cheap to draw and scaled with the container. */
const Edges = memo(function Edges({ edges, geometry }: { edges: Edge[]; geometry: MapGeometry }) {
  const { minX, minY, maxX, maxY } = geometry.bounds;
  if (!Number.isFinite(minX)) return null;
  return (
    <svg
      className="mm-edges"
      aria-hidden
      style={{ left: minX, top: minY, width: maxX - minX, height: maxY - minY }}
      viewBox={`${minX} ${minY} ${maxX - minX} ${maxY - minY}`}
    >
      {edges.map((e) => (
        <path
          key={e.id}
          d={e.d}
          fill="none"
          stroke={e.color}
          strokeWidth={2}
          strokeLinecap="round"
        />
      ))}
    </svg>
  );
});

/** The drop indicator and the dragged idea's ghost; only this re-renders while dragging. */
export function DragLayer({ store }: { store: DragStore }) {
  const drag = useSyncExternalStore(store.subscribe, store.get);
  if (!drag) return null;
  const { drop } = drag;
  let indicator: ReactNode = null;
  if (drop?.kind === 'child') {
    const t = drop.target;
    indicator = (
      <div
        className="mm-drop-child"
        style={{ left: t.x - 5, top: t.y - 5, width: t.w + 10, height: t.h + 10 }}
      />
    );
  } else if (drop) {
    const t = drop.target;
    const top = drop.kind === 'before' ? t.y - 7 : t.y + t.h + 3;
    indicator = <div className="mm-drop-bar" style={{ left: t.x, top, width: t.w }} />;
  }
  return (
    <>
      {indicator}
      <div className="mm-ghost" style={{ left: drag.at.x + 12, top: drag.at.y + 8 }} aria-hidden>
        {drag.text}
      </div>
    </>
  );
}

interface Props {
  geometry: MapGeometry;
  /** The nodes to put in the DOM (those near the screen) and their edges. */
  shown: PlacedNode[];
  selected: Set<string>;
  focus: string;
  editingId: string | null;
  draggingId: string | null;
  /** Per node id: its task badge (drawn instead of the bare code). */
  badges?: ReadonlyMap<string, ReactNode>;
  label: string;
  frameRef: Ref<HTMLDivElement>;
  worldRef: Ref<HTMLDivElement>;
  frameProps: React.HTMLAttributes<HTMLDivElement>;
  /** In the moving container, above the nodes: the text editor, the drag layer, presence. */
  children?: ReactNode;
  /** Over the frame, not moving: floating controls. */
  overlay?: ReactNode;
}

/**
 * The canvas: a focusable frame (role tree; the keyboard's focus never leaves it, the selected
 * node is its aria-activedescendant) holding one transformed container with the edges and
 * every node.
 */
export function MapCanvas(props: Props) {
  const { geometry, shown, selected, focus, editingId, draggingId, frameRef, worldRef } = props;
  const edges = useMemo(() => {
    const ids = new Set(shown.map((n) => n.id));
    // An edge shows when either end does (a parent off screen still draws the way in).
    return geometry.edges.filter((e) => {
      const parent = geometry.byId.get(e.id)?.node.parentId;
      return ids.has(e.id) || (parent != null && ids.has(parent));
    });
  }, [geometry, shown]);
  const { label, frameProps, children, overlay } = props;
  return (
    <Box
      ref={frameRef}
      role="tree"
      tabIndex={0}
      aria-label={label}
      aria-multiselectable
      aria-activedescendant={geometry.byId.has(focus) ? nodeDomId(focus) : undefined}
      sx={{ ...canvasSx, flex: 1, minHeight: 0, minWidth: 0 } as never}
      {...frameProps}
    >
      <div className="mm-world" ref={worldRef}>
        <Edges edges={edges} geometry={geometry} />
        {shown.map((p) => (
          <MapNode
            key={p.id}
            placed={p}
            selected={selected.has(p.id)}
            focused={p.id === focus}
            editing={p.id === editingId}
            dragging={p.id === draggingId}
            childCount={p.node.children.length}
            badge={props.badges?.get(p.id)}
          />
        ))}
        {children}
      </div>
      {overlay}
    </Box>
  );
}

/** The drag in progress, outside React state: moving it re-renders the drag layer only. */
export interface DragStore {
  get: () => DragState | null;
  set: (drag: DragState | null) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createDragStore(): DragStore {
  let current: DragState | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set: (drag) => {
      current = drag;
      listeners.forEach((l) => l());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
