import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { usePtBRValidationMessages } from '@orbita/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { modules } from './modules';
import { authPlugin } from './platform/auth';
import { registerCollab } from './platform/collab';
import { registerAppContext } from './platform/context-plugin';
import { collectRecordKinds } from './platform/records';
import { collectSequenceSources } from './platform/sequences';
import { collectTemplates } from './platform/templates';
import type { DatabaseHandle } from './platform/db/client';
import { frameworkErrors, registerErrorHandler } from './platform/http/error-handler';
import { registerJsonBody } from './platform/http/json-body';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { createResponseSerializerCompiler } from './platform/http/serializer';
import { registerWebApp } from './platform/http/web-app';
import { loggerOptions } from './platform/logging';
import { mailPlugin } from './platform/mail';
import { registerRealtime } from './platform/realtime';

usePtBRValidationMessages();

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
  }
}

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
}

export async function buildApp({ config, database }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    // Drop anything a route's schema does not list, including on error answers.
    ajv: { customOptions: { removeAdditional: 'all' } },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Outside production every answer is also written by zod and compared (serializer.ts).
  app.setSerializerCompiler(
    createResponseSerializerCompiler({ verify: config.NODE_ENV !== 'production' }),
  );
  registerJsonBody(app);
  app.decorate('config', config);
  app.decorate('database', database);
  registerErrorHandler(app);

  await registerSecurityHeaders(app, config);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(cookie);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Orbita API',
        version: '1.0.0',
        description: 'API do Orbita. Erros: `{ message, code, fields? }` com mensagens em pt-BR.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await app.register(authPlugin);
  await app.register(mailPlugin);
  await registerRealtime(app);

  registerAppContext(app, database);
  app.decorate('records', collectRecordKinds(modules));
  app.decorate('sequenceSources', collectSequenceSources(modules));
  app.decorate('templates', collectTemplates(modules));
  await registerCollab(app, { kinds: modules.flatMap((m) => (m.collab ? [m.collab] : [])) });

  for (const module of modules) {
    await app.register(async (scope) => {
      // The manifest's tag for every route of the module that does not name its own.
      scope.addHook('onRoute', (route) => {
        if (route.schema && !route.schema.tags)
          route.schema = { ...route.schema, tags: [module.tag] };
      });
      await scope.register(module.routes, { prefix: module.prefix ?? '' });
    });
    module.subscribe?.(app.ctx.events, app.ctx);
  }

  await registerWebApp(app, config.WEB_DIST_DIR);
  app.addHook('onClose', async () => database.close());
  return app;
}
