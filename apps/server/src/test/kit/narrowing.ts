import type { Role } from '@orbita/contracts';
import type { Hub } from '@orbita/contracts/hubs';
import type { testApp, testDatabase } from './app';
import { memberOf, tokenFor } from './fast-people';
import { callerFor, ok } from './http';

type App = Awaited<ReturnType<typeof testApp>>;
type TestDb = ReturnType<typeof testDatabase>;

/**
 * The hub narrowing tests' cast (hubs/narrowing-*.test.ts, media/media-narrowing.test.ts): callers signed in through the real API
 * and a restricted hub with an owner, a hub member and a workspace member outside it.
 */
export function narrowingFixture(app: App, database: TestDb) {
  async function signedIn(role: Role, workspaceId?: string, name?: string) {
    const who = await memberOf(database, role, workspaceId, name);
    const token = await tokenFor(app, database, who.userId);
    return callerFor(app, '/api/app', token, { ...who, role });
  }

  /**
   * An owner, a hub member (`hubRole` in the hub) and a workspace member outside it (both
   * `role` in the workspace), and the restricted hub; `add` puts a record in it.
   */
  async function restrictedHub(options: { role?: Role; hubRole?: 'editor' | 'leitor' } = {}) {
    const { role = 'editor', hubRole = 'editor' } = options;
    const owner = await signedIn('owner');
    const inHub = await signedIn(role, owner.workspaceId, 'Bia');
    const outside = await signedIn(role, owner.workspaceId, 'Caio');
    const hub = await ok<Hub>(
      owner.post('/fabrica/hubs', { name: 'Diretoria', restricted: true }),
      201,
    );
    await ok(
      owner.post(`/fabrica/hubs/${hub.id}/membros`, { userId: inHub.userId, role: hubRole }),
    );
    const add = (kind: string, recordId: string) =>
      ok(owner.post(`/fabrica/hubs/${hub.id}/itens`, { kind, recordId }));
    return { owner, inHub, outside, hub, add };
  }

  return { signedIn, restrictedHub };
}

export type NarrowingMember = Awaited<ReturnType<ReturnType<typeof narrowingFixture>['signedIn']>>;
