import { initMap } from '@orbita/contracts/mind-map-doc';
import { useEffect, useState } from 'react';
import * as Y from 'yjs';

export type CollabStatus = 'connecting' | 'synced' | 'offline';

export interface MapDoc {
  doc: Y.Doc;
  status: CollabStatus;
  readOnly: boolean;
}

/**
 * TEMPORARY: a local document with the shape of `useCollabDoc` (platform/collab, H1) until it
 * lands; then this file becomes `useCollabDoc('mind-map:' + id)`.
 */
export function useMapDoc(id: string): MapDoc {
  const [doc] = useState(() => new Y.Doc());
  useEffect(() => initMap(doc, 'Mapa'), [doc, id]);
  return { doc, status: 'synced', readOnly: false };
}
