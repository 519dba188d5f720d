import { defineModule } from '../../platform/module';
import { catalogRoutes, publicPlayRoutes } from './catalog/routes';
import { onGrantReachLevel, onTrophyCelebrate } from './ledger/celebrations';
import { onDailyAccessGrants } from './ledger/daily';
import { countEvent } from './ledger/progress';
import { ledgerRoutes } from './ledger/routes';
import { gameTemplate } from './catalog/template';
import { gamificationGames } from './catalog/schema';

/** The signed-in person as a player (points, level, streak, missions), read by the dashboard. */
export { getPlayer } from './ledger/player';
/** For people's timeline: a member's latest grants and spends. */
export { ledgerOfPlayer, type LedgerLine } from './ledger/person-history';
/** For the store: a points order spends the buyer's resource units in the order's transaction. */
export { spend } from './ledger/spend';
/** For people's players view: the workspace's game participants, points, levels, resources, trophies. */
export {
  playsInWorkspace,
  workspacePlayers,
  type WorkspacePlayer,
  type WorkspacePlayersQuery,
} from './ledger/workspace-players';
/** Which codes are games of a workspace (a page's game block links only its own). */
export { gameCodesInWorkspace } from './catalog/game-codes';
/** Names of missions, resources, trophies and games, for notifications (communication). */
export { gameName, missionName, resourceName, trophyName } from './notification-reads';
/** For agents: a grant of points or a resource, checked against the workspace, in the caller's transaction. */
export {
  grantIdByCause,
  grantInWorkspace,
  workspaceGrantProblem,
  type WorkspaceGrant,
} from './ledger/grant-in-workspace';

/** Tables read by agents' run input (the records an event names: titles, names). */
export {
  gamificationGames,
  gamificationMissions,
  gamificationResources,
  gamificationStoreItems,
  gamificationTrophies,
} from './schema';

/**
 * The gamification module (area `gamificacao`): catalog and ledger routes under
 * `/api/app/gamificacao`, the public game reads under `/api/public/play`. Mission progress
 * comes from work done anywhere in Orbita, through the bus: its handlers run inside the
 * emitting transaction, so a grant commits or rolls back with the work that earned it.
 */
export const gamificationModule = defineModule({
  name: 'gamification',
  tag: 'gamificacao',
  locatable: {
    jogo: {
      table: gamificationGames,
      title: gamificationGames.name,
      path: '/gamificacao/gamificacao/{id}',
      deleted: ['gamification.game.deleted'],
    },
  },
  routes: async (app) => {
    await app.register(catalogRoutes, { prefix: '/api/app/gamificacao' });
    await app.register(ledgerRoutes, { prefix: '/api/app/gamificacao' });
    await app.register(publicPlayRoutes, { prefix: '/api/public/play' });
  },
  // A game with its missions, levels and trophies saved as a structure (modules/structures).
  templates: { jogo: gameTemplate },
  subscribe: (bus) => {
    // Work done by the system (an import, a job: no actor) counts for nobody's missions.
    bus.onInTransaction('flow.task.completed', async ({ actorId, taskId, listId }, tx) => {
      if (actorId)
        await countEvent(tx, {
          userId: actorId,
          goalKind: 'tasks_done',
          source: `task:${taskId}`,
          listId,
        });
    });
    bus.onInTransaction('flow.inbox-item.processed', async ({ actorId, itemId }, tx) => {
      if (actorId)
        await countEvent(tx, {
          userId: actorId,
          goalKind: 'inbox_processed',
          source: `item:${itemId}`,
        });
    });
    bus.onInTransaction('finance.entry.recorded', async ({ actorId, entryId }, tx) => {
      if (actorId)
        await countEvent(tx, {
          userId: actorId,
          goalKind: 'finance_entries',
          source: `entry:${entryId}`,
        });
    });
    bus.onInTransaction('communication.daily-access.recorded', onDailyAccessGrants);
    // Level-ups and new trophies: a toast for the player (and the level's own event).
    bus.onInTransaction('gamification.ledger.granted', onGrantReachLevel);
    bus.onInTransaction('gamification.trophy.awarded', onTrophyCelebrate);
  },
});
