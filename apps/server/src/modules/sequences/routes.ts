import { apiErrorSchema, conflictErrorSchema } from '@orbita/contracts';
import {
  SEQUENCE_ID_MAX,
  sequenceMessages,
  sequencePageSchema,
  sequenceSchema,
  sequencesEntity,
  updateSequenceBodySchema,
} from '@orbita/contracts/sequences';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, requires, security } from '../../platform/http/route-kit';
import { publish } from '../../platform/realtime/publish';
import { getSequence, listSequences, updateSequence } from './service';

/** `lista-<uuid>`, `coleta-de-ideias`, `produtos`, `pedidos`: anything else is not found. */
const params = z.object({
  id: z
    .string()
    .max(SEQUENCE_ID_MAX, sequenceMessages.notFound)
    .regex(/^[a-z0-9-]+$/, sequenceMessages.notFound),
});

/**
 * `/api/app/fabrica/sequencias`: any member reads; an edit needs `structure.manage` (as a
 * list's sequence and products' 'Códigos' do). Each route: validate → `requires(action)` →
 * service (the owning module's rules, one transaction) → `publish` to the other tabs.
 */
export const sequencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const sources = app.sequenceSources;

  app.get(
    '/sequencias',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Todas as sequências de códigos da conta',
        response: { 200: sequencePageSchema, ...errors },
      },
    },
    async (request) => listSequences(sources, request.ctx.db, request.member),
  );

  app.get(
    '/sequencias/:id',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Uma sequência',
        params,
        response: { 200: sequenceSchema, ...errors },
      },
    },
    async (request) => getSequence(sources, request.ctx.db, request.member, request.params.id),
  );

  app.patch(
    '/sequencias/:id',
    {
      preParsing: requires('structure.manage'),
      schema: {
        security,
        summary:
          'Alterar prefixo, dígitos, sufixo ou próximo número de uma sequência (com `version`, uma edição desatualizada responde 409; um próximo número já usado, 422)',
        params,
        body: updateSequenceBodySchema,
        response: {
          200: sequenceSchema,
          ...errors,
          409: conflictErrorSchema(sequenceSchema),
          422: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const sequence = await updateSequence(
        sources,
        request.ctx,
        request.member,
        request.params.id,
        request.body,
      );
      await publish(request, {
        type: 'updated',
        entity: sequencesEntity,
        id: sequence.id,
        data: sequence,
      });
      return sequence;
    },
  );
};
