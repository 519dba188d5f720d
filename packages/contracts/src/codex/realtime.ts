import type { Codex, CodexEntrySummary } from './index';

/**
 * What codex publishes as `data` (see platform/realtime.ts), key `codexEntity`: a codex
 * (created/updated), an entry's summary (`codexId` present: created/updated/moved), or
 * `{ id }` (deleted: a codex, or an entry — `{ id, codexId }`).
 */
export interface CodexRealtimeEntities {
  codex: Codex | CodexEntrySummary | { id: string; codexId?: string };
}

declare module '../platform/realtime' {
  interface RealtimeEntities extends CodexRealtimeEntities {}
}
