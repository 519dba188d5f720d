import { z } from 'zod';
import { defineEndpoint, schemaType } from '../platform/endpoints';
import type { DomainEventBase } from '../platform/events';
import type { noContentSchema } from '../platform/no-content';

/**
 * A map's history (issue 19, "History"): named versions a person saves and restores, and
 * "who changed what" per editing session (edits of one person less than 30 minutes apart),
 * never per keystroke. Routes under `/api/app/mind-space/mind-maps/{id}`; the documents and
 * sessions live in the collaboration layer (platform/collab).
 */

export const MIND_MAP_VERSION_NAME_MAX = 100;
export const MIND_MAP_SESSIONS_DEFAULT = 50;
export const MIND_MAP_SESSIONS_MAX = 200;

export const mindMapHistoryMessages = {
  nameRequired: 'Dê um nome à versão.',
  nameTooLong: `Use no máximo ${MIND_MAP_VERSION_NAME_MAX} caracteres.`,
  versionNotFound: 'Versão não encontrada.',
} as const;

/** Who did it, by the name they have today (null: the system, or a person since removed). */
export const historyPersonSchema = z.object({ id: z.uuid(), name: z.string() }).nullable();
export type HistoryPerson = z.infer<typeof historyPersonSchema>;

export const mindMapVersionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.string(),
  createdBy: historyPersonSchema,
});
export type MindMapVersion = z.infer<typeof mindMapVersionSchema>;

/** `GET …/{id}/versions`: newest first. */
export const mindMapVersionsSchema = z.object({ versions: z.array(mindMapVersionSchema) });
export type MindMapVersions = z.infer<typeof mindMapVersionsSchema>;

/** `POST …/{id}/versions`: saves the map as it is now under a name. */
export const createMindMapVersionBodySchema = z.strictObject({
  name: z
    .string(mindMapHistoryMessages.nameRequired)
    .trim()
    .min(1, mindMapHistoryMessages.nameRequired)
    .max(MIND_MAP_VERSION_NAME_MAX, mindMapHistoryMessages.nameTooLong),
});
export type CreateMindMapVersionBody = z.input<typeof createMindMapVersionBodySchema>;

/**
 * One editing session: one person's edits less than 30 minutes apart, with how many nodes
 * they added, edited and removed (a node counts once per session).
 */
export const mindMapSessionSchema = z.object({
  id: z.uuid(),
  person: historyPersonSchema,
  startedAt: z.string(),
  endedAt: z.string(),
  added: z.number().int(),
  edited: z.number().int(),
  removed: z.number().int(),
});
export type MindMapSession = z.infer<typeof mindMapSessionSchema>;

/** `GET …/{id}/sessions?limit=`: newest first. */
export const mindMapSessionsQuerySchema = z.object({
  limit: z.coerce
    .number('Informe um número.')
    .int('Informe um número inteiro.')
    .min(1, 'O limite mínimo é 1.')
    .max(MIND_MAP_SESSIONS_MAX, `O limite máximo é ${MIND_MAP_SESSIONS_MAX}.`)
    .default(MIND_MAP_SESSIONS_DEFAULT),
});
export type MindMapSessionsQuery = z.input<typeof mindMapSessionsQuerySchema>;

export const mindMapSessionsSchema = z.object({ sessions: z.array(mindMapSessionSchema) });
export type MindMapSessions = z.infer<typeof mindMapSessionsSchema>;

/** Domain events of this slice (merged into DomainEvents like events.ts). */
export interface MindMapHistoryEvents {
  'mind-maps.version.created': DomainEventBase & { mapId: string; versionId: string };
  'mind-maps.version.restored': DomainEventBase & { mapId: string; versionId: string };
}

declare module '../platform/events' {
  interface DomainEvents extends MindMapHistoryEvents {}
}

/**
 * The realtime entity of a map's history: `created` when a version is saved, `restored` when
 * one is restored; `id` is the map's, so an open history panel refreshes
 * (`['mind-map-history', mapId, …]` keys).
 */
export const mindMapHistoryEntity = 'mind-map-history';

export interface MindMapHistoryRealtimeEntities {
  'mind-map-history': { mapId: string; versionId: string };
}

declare module '../platform/realtime' {
  interface RealtimeEntities extends MindMapHistoryRealtimeEntities {}
}

const base = '/api/app/mind-space/mind-maps';

/** A map's named versions and editing sessions. */
export const mindMapHistoryEndpoints = {
  versions: defineEndpoint({
    method: 'GET',
    path: `${base}/{id}/versions`,
    response: schemaType<typeof mindMapVersionsSchema>(),
  }),
  createVersion: defineEndpoint({
    method: 'POST',
    path: `${base}/{id}/versions`,
    body: schemaType<typeof createMindMapVersionBodySchema>(),
    response: schemaType<typeof mindMapVersionSchema>(),
  }),
  restoreVersion: defineEndpoint({
    method: 'POST',
    path: `${base}/{id}/versions/{versionId}/restore`,
    response: schemaType<typeof noContentSchema>(),
  }),
  sessions: defineEndpoint({
    method: 'GET',
    path: `${base}/{id}/sessions`,
    query: schemaType<typeof mindMapSessionsQuerySchema>(),
    response: schemaType<typeof mindMapSessionsSchema>(),
  }),
};
