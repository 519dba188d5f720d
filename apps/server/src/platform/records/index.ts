import type { RecordRegistry } from './registry';

export {
  collectRecordKinds,
  RecordRegistry,
  RESOLVE_MAX,
  SEARCH_MAX,
  visibleRecordWhere,
  type RecordKindSpec,
  type RecordViewer,
} from './registry';

declare module 'fastify' {
  interface FastifyInstance {
    /** THE registry of linkable records (platform/records/registry.ts), from the manifest. */
    records: RecordRegistry;
  }
}
