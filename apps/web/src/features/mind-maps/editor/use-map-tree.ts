import { getLayout, readTree, type MapLayout, type TreeNode } from '@orbita/contracts/mind-map-doc';
import { useEffect, useState } from 'react';
import * as Y from 'yjs';

export interface MapState {
  tree: TreeNode;
  layout: MapLayout;
}

/**
 * The tree as the document holds it now. A change made here is read at once (the new node
 * must exist before it is selected and edited); changes from others are read once a frame,
 * so twenty people typing cost one re-layout per frame, not one per keystroke.
 */
export function useMapTree(doc: Y.Doc, localOrigin: unknown): MapState {
  const [state, setState] = useState<MapState>(() => ({
    tree: readTree(doc),
    layout: getLayout(doc),
  }));
  useEffect(() => {
    let frame = 0;
    const refresh = () => {
      frame = 0;
      setState({ tree: readTree(doc), layout: getLayout(doc) });
    };
    const onUpdate = (_update: Uint8Array, origin: unknown) => {
      if (origin === localOrigin || origin instanceof Y.UndoManager) {
        cancelAnimationFrame(frame);
        refresh();
      } else if (!frame) frame = requestAnimationFrame(refresh);
    };
    doc.on('update', onUpdate);
    refresh();
    return () => {
      doc.off('update', onUpdate);
      cancelAnimationFrame(frame);
    };
  }, [doc, localOrigin]);
  return state;
}

/**
 * Undo/redo of MY edits only: the manager tracks the transactions with this editor's origin,
 * so Ctrl+Z never takes back what someone else typed. Every command is its own step
 * (`stopCapturing` before each), not the 500 ms batches Yjs makes by default.
 */
export function useUndo(doc: Y.Doc, localOrigin: unknown): Y.UndoManager | null {
  const [manager, setManager] = useState<Y.UndoManager | null>(null);
  // Made in the effect (not during render): its cleanup destroys it, and StrictMode's second
  // mount then gets a fresh one instead of a destroyed one.
  useEffect(() => {
    const made = new Y.UndoManager([doc.getMap('nodes'), doc.getMap('meta')], {
      trackedOrigins: new Set([localOrigin]),
      captureTimeout: 0,
    });
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the manager is an external object made here
    setManager(made);
    return () => made.destroy();
  }, [doc, localOrigin]);
  return manager;
}
