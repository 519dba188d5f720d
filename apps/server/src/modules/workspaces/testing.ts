import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { ModuleTesting, SweepFactories, SweepWorld } from '../../test/module-testing';
import { workspacesReads, workspacesWriters } from './load-writers';

/** Records of the target workspace for the route sweep (test/route-sweep/). */
async function post(
  world: SweepWorld,
  path: string,
  body: unknown,
): Promise<Record<string, unknown>> {
  const res = await world.owner.call(
    'POST',
    `/api/app/conta/contas/${world.workspaceId}${path}`,
    body,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Record<string, unknown>>();
}

const tag = () => randomUUID().slice(0, 8);

const sweep: SweepFactories = {
  params: {
    workspaceId: { ownedByTarget: true, create: async (w) => w.workspaceId },
    userId: { ownedByTarget: true, create: async (w) => w.member.userId },
    teamId: {
      ownedByTarget: true,
      create: async (w) => {
        const name = `Equipe alvo ${tag()}`;
        const team = await post(w, '/equipes', { name, memberIds: [w.member.userId] });
        w.mustNotLeak.add(name).add(team.id as string);
        return team.id as string;
      },
    },
    inviteId: {
      ownedByTarget: true,
      create: async (w) => {
        const email = `alvo-convite-${tag()}@exemplo.com.br`;
        const invite = await post(w, '/convites', { email, role: 'viewer' });
        w.mustNotLeak.add(email).add(invite.id as string);
        return invite.id as string;
      },
    },
    // The lookup of which of my workspaces holds a record: a list of the target workspace.
    tipo: { ownedByTarget: false, create: async () => 'lista' },
    registroId: {
      ownedByTarget: true,
      create: async (w) => {
        const name = `Lista alvo ${tag()}`;
        const res = await w.owner.call(
          'POST',
          '/api/app/flow/lists',
          { name },
          {
            'x-workspace-id': w.workspaceId,
          },
        );
        expect(res.statusCode, res.body).toBe(201);
        const id = res.json<{ id: string }>().id;
        w.mustNotLeak.add(name).add(id);
        return id;
      },
    },
    keyId: {
      ownedByTarget: true,
      create: async (w) => {
        const name = `Chave alvo ${tag()}`;
        const { key } = (await post(w, '/chaves', { name, role: 'viewer' })) as {
          key: { id: string; keyId: string };
        };
        w.mustNotLeak.add(name).add(key.id).add(key.keyId);
        return key.id;
      },
    },
  },
};

export const testing: ModuleTesting = {
  sweep,
  writers: workspacesWriters,
  reads: workspacesReads,
};
