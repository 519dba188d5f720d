import { randomUUID } from 'node:crypto';
import type { ModuleTesting } from '../../test/module-testing';
import { sweepRecords } from '../../test/sweep-records';

const base = '/api/app/pessoa/pessoas';
const create = sweepRecords(base);

/**
 * The module's test-time entry. `sweep`: a person of the target workspace for the route sweep
 * (test/route-sweep/), made through the API as its owner, for `{id}`; a link of it for `{linkId}`.
 */
export const testing: ModuleTesting = {
  sweep: {
    // Validated before the person is looked up: a valid body, so an outsider meets the 404.
    bodies: {
      [`POST ${base}/{id}/links`]: { kind: 'task', recordId: randomUUID() },
    },
    params: {
      [`${base}/{id}`]: {
        ownedByTarget: true,
        create: async (w) => {
          const name = `Pessoa alvo ${randomUUID().slice(0, 8)}`;
          return (await create(w, '', { name }, name)).id as string;
        },
      },
      [`${base}/{id}/links/{linkId}`]: {
        ownedByTarget: true,
        create: async (w, parents) => {
          const name = `Contato vinculado ${randomUUID().slice(0, 8)}`;
          const contact = await sweepRecords('/api/app/comunicacao')(
            w,
            '/contatos',
            { name },
            name,
          );
          return (
            await create(w, `/${parents.id}/links`, { kind: 'chat_contact', recordId: contact.id })
          ).id as string;
        },
      },
    },
  },
};
