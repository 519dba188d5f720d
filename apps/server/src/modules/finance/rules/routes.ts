import { conflictErrorSchema } from '@orbita/contracts';
import {
  createRuleBodySchema,
  FINANCE_ENTITY,
  financeDeletedSchema,
  reorderRulesBodySchema,
  ruleParamsSchema,
  ruleSchema,
  rulesSchema,
  updateRuleBodySchema,
} from '@orbita/contracts/finance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withCurrentOnConflict } from '../../../platform/db/versioned';
import { errors, requires, security } from '../../../platform/http/route-kit';
import { publish } from '../../../platform/realtime/publish';
import { createRule, deleteRule, getRule, listRules, reorderRules, updateRule } from './service';

/** `/api/app/riqueza/rules`: import rules, a structure like the categories (Criador+ changes them). */
export const ruleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/rules',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Regras de importação, na ordem em que são tentadas',
        response: { 200: rulesSchema, ...errors },
      },
    },
    async (request) => ({ items: await listRules(db, request.member) }),
  );

  app.get(
    '/rules/:id',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Uma regra de importação',
        params: ruleParamsSchema,
        response: { 200: ruleSchema, ...errors },
      },
    },
    async (request) => getRule(db, request.member, request.params.id),
  );

  app.post(
    '/rules',
    {
      preParsing: requires('structure.manage'),
      schema: {
        security,
        summary: 'Criar uma regra (entra por último na ordem)',
        body: createRuleBodySchema,
        response: { 201: ruleSchema, ...errors },
      },
    },
    async (request, reply) => {
      const rule = await createRule(request.ctx, request.member, request.body);
      await publish(request, { type: 'created', entity: FINANCE_ENTITY, id: rule.id, data: rule });
      return reply.status(201).send(rule);
    },
  );

  app.put(
    '/rules/order',
    {
      preParsing: requires('structure.manage'),
      schema: {
        security,
        summary: 'Reordenar as regras (todas, na nova ordem; uma lista desatualizada: 409)',
        body: reorderRulesBodySchema,
        response: { 200: rulesSchema, ...errors },
      },
    },
    async (request) => {
      const { rules, moved } = await reorderRules(request.ctx, request.member, request.body);
      await publish(
        request,
        ...moved.map((rule) => ({
          type: 'updated' as const,
          entity: FINANCE_ENTITY,
          id: rule.id,
          data: rule,
        })),
      );
      return { items: rules };
    },
  );

  app.patch(
    '/rules/:id',
    {
      preParsing: requires('structure.manage'),
      schema: {
        security,
        summary: 'Alterar, ativar ou desativar uma regra',
        params: ruleParamsSchema,
        body: updateRuleBodySchema,
        response: { 200: ruleSchema, ...errors, 409: conflictErrorSchema(ruleSchema) },
      },
    },
    async (request) => {
      const rule = await withCurrentOnConflict(
        () => updateRule(request.ctx, request.member, request.params.id, request.body),
        () => getRule(db, request.member, request.params.id),
      );
      await publish(request, { type: 'updated', entity: FINANCE_ENTITY, id: rule.id, data: rule });
      return rule;
    },
  );

  app.delete(
    '/rules/:id',
    {
      preParsing: requires('structure.manage'),
      schema: {
        security,
        summary: 'Excluir uma regra',
        params: ruleParamsSchema,
        response: { 200: financeDeletedSchema, ...errors },
      },
    },
    async (request) => {
      await deleteRule(request.ctx, request.member, request.params.id);
      const deleted = { id: request.params.id, deleted: true as const };
      await publish(request, {
        type: 'deleted',
        entity: FINANCE_ENTITY,
        id: deleted.id,
        data: deleted,
      });
      return deleted;
    },
  );
};
