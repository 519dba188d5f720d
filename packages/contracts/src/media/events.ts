import type { DomainEventBase } from '../platform/events';

/** Who uses a file: the module, its record type and id, and the label people read. */
export interface MediaUsageRef {
  module: string;
  kind: string;
  recordId: string;
  label: string;
  /** A public page/product: the file becomes public while this usage lasts. */
  public?: boolean;
}

/**
 * Domain events of media (see platform/events.ts). `media.file.*` and `media.folder.*` are
 * emitted by the library's writes. `media.usage.recorded|released` are emitted by OTHER
 * modules inside their own transaction (or they call `recordUsage`/`releaseUsage` from the
 * media module's entry); the library's in-transaction subscriber writes the usage.
 */
export interface MediaEvents {
  'media.file.uploaded': DomainEventBase & { fileId: string; size: number };
  'media.file.updated': DomainEventBase & { fileId: string };
  'media.file.deleted': DomainEventBase & { fileId: string; size: number };
  'media.folder.created': DomainEventBase & { folderId: string };
  'media.folder.updated': DomainEventBase & { folderId: string };
  'media.folder.deleted': DomainEventBase & { folderId: string };
  'media.usage.recorded': DomainEventBase & { fileId: string } & MediaUsageRef;
  'media.usage.released': DomainEventBase & {
    /** Null: every file this record used (the record was deleted). */
    fileId: string | null;
    module: string;
    kind: string;
    recordId: string;
  };
}

declare module '../platform/events' {
  interface DomainEvents extends MediaEvents {}
}
