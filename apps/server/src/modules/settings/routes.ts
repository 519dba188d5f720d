import { conflictErrorSchema } from '@orbita/contracts';
import {
  menuSchema,
  settingsSchema,
  SETTINGS_ENTITY,
  updateMenuBodySchema,
  updateSettingsBodySchema,
  type SettingsEvent,
} from '@orbita/contracts/settings';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withCurrentOnConflict } from '../../platform/db/versioned';
import { errors, security } from '../../platform/http/route-kit';
import { readMenu, readSettings, saveMenu, saveSettings } from './service';

const tags = ['configurações'];

/**
 * The person's other devices refresh on their own user queue (the records are the person's,
 * in every workspace, so no workspace topic fits); the asking tab skips its own echo.
 */
async function tellDevices(request: FastifyRequest, record: SettingsEvent['record']) {
  const userId = request.auth.userId;
  const event: SettingsEvent = {
    type: 'updated',
    entity: SETTINGS_ENTITY,
    id: userId,
    origin: request.ctx.origin ?? null,
    record,
  };
  await request.server.realtime.notifyUser(userId, event);
}

/**
 * `/api/app/me/settings` and `/api/app/me/menu`: the caller's own records. Person routes:
 * no workspace, no role (an Observador customises their own menu too); API keys, which act
 * for a workspace, are refused by `authenticate`.
 */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const { db } = app.database;

  app.get(
    '/settings',
    {
      schema: {
        tags,
        security,
        summary: 'Minhas configurações (notificações, fuso horário, página inicial)',
        response: { 200: settingsSchema, ...errors },
      },
    },
    async (request) => readSettings(db, request.auth.userId),
  );

  app.put(
    '/settings',
    {
      schema: {
        tags,
        security,
        summary: 'Salvar minhas configurações (version: concorrência otimista)',
        body: updateSettingsBodySchema,
        response: { 200: settingsSchema, ...errors, 409: conflictErrorSchema(settingsSchema) },
      },
    },
    async (request) => {
      const userId = request.auth.userId;
      const saved = await withCurrentOnConflict(
        () => saveSettings(request.ctx, userId, request.body),
        () => readSettings(db, userId),
      );
      await tellDevices(request, 'settings');
      return saved;
    },
  );

  app.get(
    '/menu',
    {
      schema: {
        tags,
        security,
        summary: 'Meu menu lateral (ordem, itens ocultos) e atalhos',
        response: { 200: menuSchema, ...errors },
      },
    },
    async (request) => readMenu(db, request.auth.userId),
  );

  app.put(
    '/menu',
    {
      schema: {
        tags,
        security,
        summary: 'Salvar meu menu lateral e atalhos (version: concorrência otimista)',
        body: updateMenuBodySchema,
        response: {
          200: menuSchema,
          ...errors,
          409: conflictErrorSchema(menuSchema),
        },
      },
    },
    async (request) => {
      const userId = request.auth.userId;
      const saved = await withCurrentOnConflict(
        () => saveMenu(request.ctx, userId, request.body),
        () => readMenu(db, userId),
      );
      await tellDevices(request, 'menu');
      return saved;
    },
  );
};
