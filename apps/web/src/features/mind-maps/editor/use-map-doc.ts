import { useState } from 'react';
import { useCollabDoc, type CollabDoc } from '../../../platform/collab';

export interface MapDoc extends CollabDoc {
  /** The document has been synced with the server at least once (it holds the map). */
  loaded: boolean;
}

/**
 * The map's live document (`mind-map:<id>` on the collaboration layer). `loaded` stays true
 * once the first sync came, so a dropped connection keeps the editor (and its offline edits)
 * on screen instead of falling back to the skeleton.
 */
export function useMapDoc(id: string): MapDoc {
  const collab = useCollabDoc(`mind-map:${id}`);
  const [loaded, setLoaded] = useState(false);
  if (!loaded && collab.status === 'synced') setLoaded(true);
  return { ...collab, loaded: loaded || collab.status === 'synced' };
}
