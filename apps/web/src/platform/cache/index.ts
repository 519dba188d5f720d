export {
  addToList,
  invalidateAllBut,
  removeFromLists,
  replaceInLists,
  updateInLists,
  type Identified,
} from './entity-cache';
