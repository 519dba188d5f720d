import { defineModule } from '../../platform/module';
import { {{camel}}Routes } from './routes';

/**
 * The {{name}} module: a workspace's items, on the screen {{routePath}} and under
 * `{{apiBase}}`. Every route needs a member of the current workspace (the module's
 * onRequest `app.requireMember`) and checks its role before the body is parsed (`requires`
 * of the platform route kit). Every write emits its `{{name}}.item.*` domain event
 * (packages/contracts/src/{{name}}/events.ts): other modules react through the bus, never by
 * importing this one. What other modules may call is exported from here, and only from here.
 */
export const {{camel}}Module = defineModule({
  name: '{{name}}',
  tag: '{{area}}',
  prefix: '{{areaBase}}',
  routes: async (app) => {
    app.addHook('onRequest', app.requireMember);
    await app.register({{camel}}Routes);
  },
});
