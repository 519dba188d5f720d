import { defineEndpoint, schemaType } from '../platform/endpoints';
import type { historyPageSchema, historyQuerySchema } from './history';
import type { taskDetailSchema } from './tasks';
import type { trashPageSchema, trashQuerySchema } from './trash';

const base = '/api/app/flow';

/** Activity history of tasks and cards, and the trash of deleted tasks (restore). */
export const flowHistoryEndpoints = {
  taskHistory: defineEndpoint({
    method: 'GET',
    path: `${base}/tasks/{id}/history`,
    query: schemaType<typeof historyQuerySchema>(),
    response: schemaType<typeof historyPageSchema>(),
  }),
  cardHistory: defineEndpoint({
    method: 'GET',
    path: `${base}/cards/{id}/history`,
    query: schemaType<typeof historyQuerySchema>(),
    response: schemaType<typeof historyPageSchema>(),
  }),
  listTrash: defineEndpoint({
    method: 'GET',
    path: `${base}/lists/{id}/trash`,
    query: schemaType<typeof trashQuerySchema>(),
    response: schemaType<typeof trashPageSchema>(),
  }),
  restoreTask: defineEndpoint({
    method: 'POST',
    path: `${base}/tasks/{id}/restore`,
    response: schemaType<typeof taskDetailSchema>(),
  }),
};
