import type { MediaFile, MediaFolder } from './index';

/**
 * What media publishes as `data` (see platform/realtime.ts): the file or folder the route
 * answered, or `{ id }` for a deleted one. Keys are `mediaEntities.file` / `.folder`.
 * Signed URLs inside a published file are valid for the whole workspace (the signature does
 * not name the person), so other tabs can show the thumbnail directly.
 */
export interface MediaRealtimeEntities {
  media: MediaFile | { id: string };
  'media-folder': MediaFolder | { id: string };
}

declare module '../platform/realtime' {
  interface RealtimeEntities extends MediaRealtimeEntities {}
}
