import {
  keepInTouchListSchema,
  keepInTouchQuerySchema,
  peopleEntity,
  personSchema,
  registerContactBodySchema,
} from '@orbita/contracts/people';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, idParams, requires, security } from '../../../platform/http/route-kit';
import { publish } from '../../../platform/realtime/publish';
import { presentPerson } from '../presenter';
import { personNotFound } from '../service';
import { dueList, registerContact } from './service';

const params = idParams(personNotFound);

/** `/api/app/pessoa/manter-contato` (overdue people) and `POST /pessoas/{id}/contato`. */
export const keepInTouchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/manter-contato',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Pessoas com quem já é hora de falar (mais atrasadas primeiro)',
        querystring: keepInTouchQuerySchema,
        response: { 200: keepInTouchListSchema, ...errors },
      },
    },
    async (request) => dueList(request.ctx.db, request.member, request.query.limit),
  );

  app.post(
    '/pessoas/:id/contato',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Registrar contato com a pessoa (agora ou numa data)',
        params,
        body: registerContactBodySchema,
        response: { 200: personSchema, ...errors },
      },
    },
    async (request) => {
      const row = await registerContact(
        request.ctx,
        request.member,
        request.params.id,
        request.body.at,
      );
      const person = await presentPerson(request.ctx.db, row);
      await publish(request, {
        type: 'updated',
        entity: peopleEntity,
        id: person.id,
        data: person,
      });
      return person;
    },
  );
};
