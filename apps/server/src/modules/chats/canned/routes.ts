import { conflictErrorSchema } from '@orbita/contracts';
import {
  CANNED_MAX,
  cannedListSchema,
  cannedResponseSchema,
  chatMessages as texts,
  createCannedBodySchema,
  updateCannedBodySchema,
  type CannedResponse,
} from '@orbita/contracts/chats';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transaction } from '../../../platform/db/transaction';
import { updateVersioned, withCurrentOnConflict } from '../../../platform/db/versioned';
import { isUniqueViolation } from '../../../platform/db/unique-violation';
import { AppError } from '../../../platform/errors';
import { errors, idParams, noContent, requires, security } from '../../../platform/http/route-kit';
import { inWorkspace } from '../../../platform/scope';
import { chatCannedResponses } from '../schema';

const params = idParams(texts.cannedNotFound);
const tooMany = `No máximo ${CANNED_MAX} respostas prontas.`;

const present = (row: typeof chatCannedResponses.$inferSelect): CannedResponse => ({
  id: row.id,
  shortcut: row.shortcut,
  text: row.text,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
});

/** The unique (workspace, shortcut) index decides a taken shortcut: 409 in pt-BR. */
async function shortcutFree<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'chat_canned_shortcut_idx'))
      throw AppError.conflict(texts.shortcutTaken);
    throw error;
  }
}

/**
 * `/api/app/comunicacao/respostas-prontas`: canned responses (`/atalho` in the composer).
 * Every member reads them (workspace.read); content.write manages them. Small enough to be
 * one service-less file: each route is one statement in one transaction.
 */
export const cannedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/respostas-prontas',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Respostas prontas, por atalho',
        response: { 200: cannedListSchema, ...errors },
      },
    },
    async (request) => {
      const rows = await request.ctx.db
        .select()
        .from(chatCannedResponses)
        .where(inWorkspace(chatCannedResponses, request.member))
        .orderBy(asc(chatCannedResponses.shortcut))
        .limit(CANNED_MAX);
      return { items: rows.map(present) };
    },
  );

  app.post(
    '/respostas-prontas',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Criar uma resposta pronta (atalho já usado: 409)',
        body: createCannedBodySchema,
        response: { 201: cannedResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const row = await shortcutFree(() =>
        transaction(request.ctx, async (tx) => {
          const [{ n } = { n: 0 }] = await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(chatCannedResponses)
            .where(inWorkspace(chatCannedResponses, request.member));
          if (n >= CANNED_MAX) throw AppError.conflict(tooMany);
          const [created] = await tx
            .insert(chatCannedResponses)
            .values({
              workspaceId: request.member.workspaceId,
              shortcut: request.body.shortcut,
              text: request.body.text,
              createdBy: request.member.userId,
            })
            .returning();
          return created!;
        }),
      );
      return reply.status(201).send(present(row));
    },
  );

  app.patch(
    '/respostas-prontas/:id',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Alterar uma resposta pronta',
        params,
        body: updateCannedBodySchema,
        response: {
          200: cannedResponseSchema,
          ...errors,
          409: conflictErrorSchema(cannedResponseSchema),
        },
      },
    },
    async (request) => {
      const where = inWorkspace(
        chatCannedResponses,
        request.member,
        eq(chatCannedResponses.id, request.params.id),
      );
      // A stale edit (another member saved first) answers 409 with the response as it is now.
      const row = await withCurrentOnConflict(
        () =>
          shortcutFree(() =>
            transaction(request.ctx, (tx) =>
              updateVersioned(
                tx,
                chatCannedResponses,
                where,
                request.body.version,
                {
                  ...(request.body.shortcut !== undefined
                    ? { shortcut: request.body.shortcut }
                    : {}),
                  ...(request.body.text !== undefined ? { text: request.body.text } : {}),
                  updatedAt: new Date(),
                },
                texts.cannedNotFound,
              ),
            ),
          ),
        async () => {
          const [current] = await request.ctx.db.select().from(chatCannedResponses).where(where);
          return current && present(current);
        },
      );
      return present(row);
    },
  );

  app.delete(
    '/respostas-prontas/:id',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Excluir uma resposta pronta',
        params,
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      await transaction(request.ctx, async (tx) => {
        const [gone] = await tx
          .delete(chatCannedResponses)
          .where(
            inWorkspace(
              chatCannedResponses,
              request.member,
              eq(chatCannedResponses.id, request.params.id),
            ),
          )
          .returning({ id: chatCannedResponses.id });
        if (!gone) throw AppError.notFound(texts.cannedNotFound);
      });
      return reply.status(204).send(null);
    },
  );
};
