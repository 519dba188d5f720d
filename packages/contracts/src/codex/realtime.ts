import type { CodexItem } from './index';

/**
 * What codex publishes as `data` (see platform/realtime.ts): the item the route
 * answered, or `{ id }` for a deleted one. The key is `codexEntity`.
 */
export interface CodexRealtimeEntities {
  codex: CodexItem | { id: string };
}

declare module '../platform/realtime' {
  interface RealtimeEntities extends CodexRealtimeEntities {}
}
