import { eachSession, type ApiScenario } from '../api';

/** `GET /api/app/conta/contas`: the person's workspaces with role and member count. */
export const workspacesScenario: ApiScenario = {
  name: 'GET /api/app/conta/contas (contas)',
  setup: async (ctx) => ({
    requests: eachSession(ctx, (s) => ({
      method: 'GET',
      path: '/api/app/conta/contas',
      headers: { authorization: `Bearer ${s.token}`, 'x-client-type': 'mobile' },
    })),
  }),
};
