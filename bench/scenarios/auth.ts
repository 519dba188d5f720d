import type autocannon from 'autocannon';
import { eachSession, type ApiScenario } from '../api';

const bearer = (token: string) => ({ authorization: `Bearer ${token}`, 'x-client-type': 'mobile' });

/** `GET /api/auth/app` signed in: JWT check, session lookup, user, memberships. */
export const appStateScenario: ApiScenario = {
  name: 'GET /api/auth/app (sessão, usuário, contas)',
  setup: async (ctx) => ({
    requests: eachSession(ctx, (s) => ({
      method: 'GET',
      path: '/api/auth/app',
      headers: bearer(s.token),
    })),
  }),
};

/** `PATCH /api/app/me`: a write (rename) answering the new app state. */
export const updateMeScenario: ApiScenario = {
  name: 'PATCH /api/app/me (escrita)',
  setup: async (ctx) => {
    let n = 0;
    return {
      requests: eachSession(ctx, (s) => ({
        method: 'PATCH',
        path: '/api/app/me',
        headers: { ...bearer(s.token), 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Pessoa Bench ${n++}` }),
      })),
    };
  },
};

interface Chain {
  slot: number;
}
type ChainedRequest = autocannon.Request & { chain: Chain };

/**
 * `POST /api/auth/refresh` with real rotation (mobile): every connection keeps its own
 * refresh-token chain, presenting the token the previous answer gave it, as a phone does.
 * autocannon clones the request per connection, so `chain` is per connection; the tokens
 * live in `tokens`, so a chain continues from the warm-up into the measured run.
 */
export const refreshScenario: ApiScenario = {
  name: 'POST /api/auth/refresh (rotação, móvel)',
  setup: async (ctx) => {
    const tokens = ctx.sessions.map((s) => s.refreshToken);
    let nextSlot = 0;
    const request: ChainedRequest = {
      method: 'POST',
      path: '/api/auth/refresh',
      chain: { slot: -1 },
      setupRequest: (req, context) => {
        const { chain } = req as ChainedRequest;
        if (chain.slot < 0) chain.slot = nextSlot++ % tokens.length;
        (context as { chain?: Chain }).chain = chain;
        return {
          ...req,
          headers: {
            ...req.headers,
            authorization: `Bearer ${tokens[chain.slot]}`,
            'x-client-type': 'mobile',
          },
        };
      },
      onResponse: (status, body, context) => {
        const chain = (context as { chain?: Chain }).chain;
        if (status !== 200 || !chain) return;
        tokens[chain.slot] = (JSON.parse(body) as { refreshToken: string }).refreshToken;
      },
    };
    return { requests: [request] };
  },
};
