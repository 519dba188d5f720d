export {
  COLLAB_CLOSE,
  CollabConnection,
  collabParams,
  collabServerUrl,
  type CollabState,
  type CollabStatus,
} from './collab-connection';
export { CollabHandle, useCollabDoc, type CollabDoc } from './use-collab-doc';
export { caretRenderers, caretStyles } from './caret';
export { presenceColor, usePeople, type Person } from './presence';
export { PresenceBar } from './presence-bar';
