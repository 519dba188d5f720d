import {
  linkPlayerBodySchema,
  peopleEntity,
  personSchema,
  playerPageSchema,
  playersQuerySchema,
} from '@orbita/contracts/people';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, requires, security } from '../../../platform/http/route-kit';
import { publish } from '../../../platform/realtime/publish';
import { presentPerson } from '../presenter';
import { getPerson } from '../service';
import { linkPlayer, listPlayers } from './service';

const userParams = z.object({ userId: z.uuid('Jogador não encontrado.') });

/** `/api/app/pessoa/players`: the workspace's players; `POST /players/{userId}/pessoa` links one to a person. */
export const playersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/players',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary:
          'Jogadores dos jogos desta conta, com pontos, nível, troféus e a pessoa de cada um',
        querystring: playersQuerySchema,
        response: { 200: playerPageSchema, ...errors },
      },
    },
    async (request) => listPlayers(request.ctx.db, request.member, request.query),
  );

  app.post(
    '/players/:userId/pessoa',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Ligar o jogador a uma pessoa (ou criar a pessoa a partir dele)',
        params: userParams,
        body: linkPlayerBodySchema,
        response: { 200: personSchema, 201: personSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { row, created, unlinked } = await linkPlayer(
        request.ctx,
        request.member,
        request.params.userId,
        request.body,
      );
      const person = await presentPerson(request.ctx.db, row);
      await publish(request, {
        type: created ? 'created' : 'updated',
        entity: peopleEntity,
        id: person.id,
        data: person,
      });
      if (unlinked) {
        // The person who was this player before is no longer: the other tabs redraw it.
        const other = await presentPerson(
          request.ctx.db,
          await getPerson(request.ctx.db, request.member, unlinked),
        );
        await publish(request, {
          type: 'updated',
          entity: peopleEntity,
          id: other.id,
          data: other,
        });
      }
      return reply.status(created ? 201 : 200).send(person);
    },
  );
};
