import { randomUUID } from 'node:crypto';
import type { DomainEventPayload } from '@orbita/contracts';
import { describe, expect, it, vi } from 'vitest';
import { addMember, authTestApp, ownerWithWorkspace } from '../../test/kit';

const app = await authTestApp();
const url = (ws: string, rest = '') => `/api/app/conta/contas/${ws}${rest}`;

describe('workspaces writes on the kernel', () => {
  it('a role change emits workspaces.member.role-changed and publishes the membership with the asking tab as origin', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(app);
    const member = await addMember(app, owner, workspaceId, 'editor');
    const heard: DomainEventPayload<'workspaces.member.role-changed'>[] = [];
    const off = app.ctx.events.onAfterCommit('workspaces.member.role-changed', (payload) => {
      if (payload.workspaceId === workspaceId) heard.push(payload);
    });
    const publish = vi.spyOn(app.realtime, 'publish');
    const tab = randomUUID();
    try {
      const res = await owner.call(
        'PATCH',
        url(workspaceId, `/membros/${member.userId}`),
        { role: 'viewer' },
        { 'x-orbita-tab': tab },
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(heard).toEqual([
        { workspaceId, actorId: owner.userId, userId: member.userId, from: 'editor', to: 'viewer' },
      ]);
      expect(publish).toHaveBeenCalledWith({
        type: 'updated',
        entity: 'membership',
        workspaceId,
        id: member.userId,
        data: { userId: member.userId, role: 'viewer' },
        origin: tab,
      });
    } finally {
      off();
      publish.mockRestore();
    }
  });

  it('a refused write emits and publishes nothing', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(app);
    const viewer = await addMember(app, owner, workspaceId, 'viewer');
    const heard: unknown[] = [];
    const off = app.ctx.events.onAny(({ payload }) => {
      if ('workspaceId' in payload && payload.workspaceId === workspaceId) heard.push(payload);
    });
    const publish = vi.spyOn(app.realtime, 'publish');
    try {
      const res = await viewer.call('POST', url(workspaceId, '/equipes'), { name: 'Equipe' });
      expect(res.statusCode).toBe(403);
      expect(heard).toEqual([]);
      expect(publish).not.toHaveBeenCalled();
    } finally {
      off();
      publish.mockRestore();
    }
  });
});
