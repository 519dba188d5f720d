import { defineEndpoint, schemaType } from '../platform/endpoints';
import type { personSchema } from './index';
import type {
  keepInTouchListSchema,
  keepInTouchQuerySchema,
  registerContactBodySchema,
} from './keep-in-touch';

/** Overdue people (the dashboard's "Manter contato") and "Registrar contato". */
export const keepInTouchEndpoints = {
  due: defineEndpoint({
    method: 'GET',
    path: '/api/app/pessoa/manter-contato',
    query: schemaType<typeof keepInTouchQuerySchema>(),
    response: schemaType<typeof keepInTouchListSchema>(),
  }),
  registerContact: defineEndpoint({
    method: 'POST',
    path: '/api/app/pessoa/pessoas/{id}/contato',
    body: schemaType<typeof registerContactBodySchema>(),
    response: schemaType<typeof personSchema>(),
  }),
};
