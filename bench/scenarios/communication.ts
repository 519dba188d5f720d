import { notifications } from '../../apps/server/src/modules/communication/schema';
import { connectDatabase } from '../../apps/server/src/platform/db/client';
import { eachSession, type ApiScenario } from '../api';

const PER_PERSON = 60;

/** The inbox's first page (20 of 60 notifications per person, newest first, keyset cursor). */
export const notificationsScenario: ApiScenario = {
  name: 'GET notificações (20 de 60, comunicação)',
  setup: async (ctx) => {
    const database = connectDatabase(ctx.databaseUrl);
    try {
      for (const person of ctx.people) {
        await database.db.insert(notifications).values(
          Array.from({ length: PER_PERSON }, (_, i) => ({
            userId: person.userId,
            workspaceId: person.workspaceId,
            kind: 'system' as const,
            title: `Aviso ${i + 1}`,
            body: 'Uma notificação de exemplo do benchmark, com um texto de tamanho comum.',
          })),
        );
      }
    } finally {
      await database.close();
    }
    return {
      requests: eachSession(ctx, (s) => ({
        method: 'GET',
        path: '/api/app/comunicacao/notificacoes?limit=20',
        headers: { authorization: `Bearer ${s.token}`, 'x-client-type': 'mobile' },
      })),
    };
  },
};
