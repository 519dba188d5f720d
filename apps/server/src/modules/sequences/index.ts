import { defineModule } from '../../platform/module';
import { sequencesRoutes } from './routes';

/**
 * The sequences module: every code sequence of a workspace on the screen /fabrica/sequencias,
 * under `/api/app/fabrica/sequencias`. It owns no data: each module declares its sequences in
 * its manifest entry (`sequences`, platform/sequences.ts) and keeps its own rules; an edit
 * goes through that module, and emits `sequences.sequence.updated` besides the module's own
 * event. Every route needs a member of the current workspace.
 */
export const sequencesModule = defineModule({
  name: 'sequences',
  tag: 'fabrica',
  prefix: '/api/app/fabrica',
  routes: async (app) => {
    app.addHook('onRequest', app.requireMember);
    await app.register(sequencesRoutes);
  },
});
