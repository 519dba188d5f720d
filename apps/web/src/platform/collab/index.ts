export {
  COLLAB_CLOSE,
  CollabConnection,
  collabParams,
  collabServerUrl,
  type CollabState,
  type CollabStatus,
} from './collab-connection';
export { CollabHandle, useCollabDoc, type CollabDoc } from './use-collab-doc';
