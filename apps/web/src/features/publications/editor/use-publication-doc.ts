import { useState } from 'react';
import { useCollabDoc, type CollabDoc } from '../../../platform/collab';

export interface PublicationDoc extends CollabDoc {
  /** Synced with the server at least once (the body is there to show). */
  loaded: boolean;
}

/** The room of a publication on the collaboration layer (server: the `publication` collab kind). */
export const publicationRoom = (id: string) => `publication:${id}`;

/**
 * The publication's live document. `loaded` stays true after the first sync, so a dropped
 * connection keeps the editor (and the edits made offline) on screen, not the skeleton.
 */
export function usePublicationDoc(id: string): PublicationDoc {
  const collab = useCollabDoc(publicationRoom(id));
  const [loaded, setLoaded] = useState(false);
  if (!loaded && collab.status === 'synced') setLoaded(true);
  return { ...collab, loaded: loaded || collab.status === 'synced' };
}
