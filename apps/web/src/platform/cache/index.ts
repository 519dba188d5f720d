export {
  batchInvalidate,
  BATCH_MAX_WAIT_MS,
  BATCH_QUIET_MS,
  type InvalidationBatch,
} from './batch-invalidate';
export {
  addToList,
  invalidateAllBut,
  removeFromLists,
  replaceInLists,
  updateInLists,
  type Identified,
} from './entity-cache';
export { useHeldValue } from './held-value';
