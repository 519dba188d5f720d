import { describe, expect, it } from 'vitest';
import {
  authTestApp,
  inviteTokenFor,
  ownerWithWorkspace,
  person,
  uniqueEmail,
} from '../../test/kit';

const app = await authTestApp();
const preview = (token: string) =>
  app.inject({ method: 'POST', url: '/api/public/convites/previa', payload: { token } });

describe('POST /api/public/convites/previa (signed out)', () => {
  it('names the workspace and the invited e-mail while the invite is usable, then refuses', async () => {
    const { owner, workspaceId, workspaceName } = await ownerWithWorkspace(app);
    const email = uniqueEmail('convidada');
    const invited = await owner.call('POST', `/api/app/conta/contas/${workspaceId}/convites`, {
      email,
      role: 'editor',
    });
    expect(invited.statusCode).toBe(201);
    const token = await inviteTokenFor(app, email);

    const seen = await preview(token);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual({ workspaceName, email });

    // Accepted: the link no longer tells anything.
    const member = await person(app, { email });
    expect(
      (await member.call('POST', '/api/app/conta/convites/aceite', { token })).statusCode,
    ).toBe(200);
    const used = await preview(token);
    expect(used.statusCode).toBe(410);
    expect(used.json().message).toMatch(/convite/i);
    expect(JSON.stringify(used.json())).not.toContain(email);
  });

  it('refuses a made-up token in pt-BR, without sign-in', async () => {
    const res = await preview('x'.repeat(43));
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().message).toMatch(/convite/i);
  });
});
