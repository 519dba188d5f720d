import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  message: z.string().optional(),
});

/** Liveness and database reachability, for load balancers and `npm start` users alike. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Estado do servidor e do banco de dados',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      try {
        await Promise.race([
          app.ctx.db.execute(sql`select 1`),
          new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2_000)),
        ]);
        return { status: 'ok' as const, database: 'up' as const };
      } catch {
        return reply.status(503).send({
          status: 'degraded',
          database: 'down',
          message: 'O banco de dados não está acessível.',
        });
      }
    },
  );
};
