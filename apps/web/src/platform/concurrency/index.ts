export { ConflictDialog, type ConflictRow } from './conflict-dialog';
export { readable, useVersionedSave, type VersionedSaveOptions } from './use-versioned-save';
export { versionConflictOf, type Versioned } from './version-conflict';
