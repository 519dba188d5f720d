import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { transaction } from '../../platform/db/transaction';
import type { ModuleTesting, SweepFactories } from '../../test/module-testing';
import { communicationReads, communicationWriters } from './load-writers';
import { createNotification } from './notifications';

/** A notification of `userId` in `workspaceId`, written through the module's service. */
async function makeNotification(
  app: FastifyInstance,
  values: { workspaceId: string; userId: string; title?: string },
) {
  return transaction(app.ctx, (tx) =>
    createNotification(tx, {
      kind: 'system',
      title: `Aviso ${randomUUID().slice(0, 8)}`,
      ...values,
    }),
  );
}

const sweep: SweepFactories = {
  params: {
    // A notification of the target's owner.
    '/api/app/comunicacao/notificacoes/{id}': {
      ownedByTarget: true,
      create: async (w) => {
        const title = `Aviso alvo ${randomUUID().slice(0, 8)}`;
        const n = await makeNotification(w.app, {
          workspaceId: w.workspaceId,
          userId: w.owner.userId,
          title,
        });
        w.mustNotLeak.add(title).add(n.id);
        return n.id;
      },
    },
  },
  // Validates the body before looking the notification up: a valid one, so an outsider meets the 404.
  bodies: { 'PATCH /api/app/comunicacao/notificacoes/{id}': { read: true } },
};

export const testing: ModuleTesting = {
  factories: { makeNotification },
  sweep,
  writers: communicationWriters,
  reads: communicationReads,
};
