import type { ObjectStorage } from '../../platform/storage';

/** What the library's services need besides the app context: where bytes go, and the limits. */
export interface MediaDeps {
  storage: ObjectStorage;
  maxFileBytes: number;
  quotaBytes: number;
  /** Uploads land here before they are checked and stored (local disk, whatever the storage). */
  tmpDir: string;
}

/** Storage keys of a file: `<workspace>/<file>/<variant>`. */
export const keyOf = (row: { workspaceId: string; id: string }, variant: string) =>
  `${row.workspaceId}/${row.id}/${variant}`;

export const keysOf = (row: { workspaceId: string; id: string; variants: string[] }) => [
  keyOf(row, 'original'),
  ...row.variants.map((v) => keyOf(row, v)),
];
