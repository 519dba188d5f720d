import type { FastifyPluginAsync } from 'fastify';
import { devMailboxRoutes } from './dev-mailbox';
import { announceMailSetup } from './mail-log';
import { createMailer, type Mailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

const mailPluginImpl: FastifyPluginAsync = async (app) => {
  const mailer = createMailer({ config: app.config, db: app.database.db, log: app.log });
  app.decorate('mailer', mailer);
  // preClose: onClose hooks run last-added first, so the database pool would already be gone.
  app.addHook('preClose', async () => mailer.flush());
  app.addHook('onClose', async () => mailer.close());
  // Said when the server starts listening (not when a seed or a test builds the app).
  app.addHook('onListen', async () => announceMailSetup(app.log, app.config));
  // Development (or test) must be asked for explicitly: the mailbox holds password-reset links.
  if (app.config.NODE_ENV !== 'production') await app.register(devMailboxRoutes);
};

/** `app.mailer` for every module (decorates the root: `skip-override`), plus the dev mailbox. */
export const mailPlugin = Object.assign(mailPluginImpl, { [Symbol.for('skip-override')]: true });
