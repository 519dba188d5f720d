import {
  closePeriodBodySchema,
  FINANCE_ENTITY,
  periodParamsSchema,
  periodSchema,
  periodsSchema,
} from '@orbita/contracts/finance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, requires, security } from '../../../platform/http/route-kit';
import { publish } from '../../../platform/realtime/publish';
import { actorOf } from '../../workspaces';
import { closePeriod, getPeriod, listPeriods, reopenPeriod } from './service';

/** `/api/app/riqueza/periods`: everyone reads; only Admins close and reopen (audited). */
export const periodRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/periods',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Períodos (mais recentes primeiro) com os saldos congelados',
        response: { 200: periodsSchema, ...errors },
      },
    },
    async (request) => listPeriods(db, request.member),
  );

  app.get(
    '/periods/:id',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Um período',
        params: periodParamsSchema,
        response: { 200: periodSchema, ...errors },
      },
    },
    async (request) => getPeriod(db, request.member, request.params.id),
  );

  app.post(
    '/periods',
    {
      preParsing: requires('workspace.admin'),
      schema: {
        security,
        summary: 'Fechar um período até a data final (Admin)',
        body: closePeriodBodySchema,
        response: { 201: periodSchema, ...errors },
      },
    },
    async (request, reply) => {
      const period = await closePeriod(
        request.ctx,
        request.member,
        actorOf(request),
        request.body.endDate,
      );
      await publish(request, {
        type: 'created',
        entity: FINANCE_ENTITY,
        id: period.id,
        data: period,
      });
      return reply.status(201).send(period);
    },
  );

  app.post(
    '/periods/:id/reopen',
    {
      preParsing: requires('workspace.admin'),
      schema: {
        security,
        summary: 'Reabrir o último período fechado (Admin)',
        params: periodParamsSchema,
        response: { 200: periodSchema, ...errors },
      },
    },
    async (request) => {
      const period = await reopenPeriod(
        request.ctx,
        request.member,
        actorOf(request),
        request.params.id,
      );
      await publish(request, {
        type: 'updated',
        entity: FINANCE_ENTITY,
        id: period.id,
        data: period,
      });
      return period;
    },
  );
};
