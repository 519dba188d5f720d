import {
  GAMIFICATION_ENTITY,
  GAMIFICATION_WON_TYPE,
  POINTS_NAME,
  type GamificationChange,
  type GamificationWon,
} from '@orbita/contracts/gamification';
import type { Tx } from '../../../platform/db/client';
import { afterCommit } from '../../../platform/db/transaction';
import { publishAfterCommit } from '../../../platform/realtime/publish';

/**
 * Live delivery of ledger changes, always after the commit (a rolled-back grant is never
 * announced): rankings, player and inventory screens of the workspace refresh on
 * `gamification`.
 */
export function publishChange(
  tx: Tx,
  workspaceId: string,
  id: string,
  data: GamificationChange,
): void {
  publishAfterCommit(tx, workspaceId, { type: 'updated', entity: GAMIFICATION_ENTITY, id, data });
}

/** Players already told about this transaction: one user-queue event each is enough. */
const toldPlayers = new WeakMap<Tx, Set<string>>();

/**
 * The player's own screens (inventory, mission progress, daily rewards) refresh on
 * `gamification` from their user queue: a player who joined by code is usually not a
 * member of the game's workspace, so the workspace topic never reaches them. Sent once
 * per transaction per player; `id` is the player, whose ledger changed.
 */
export function notifyPlayer(tx: Tx, userId: string): void {
  const told = toldPlayers.get(tx) ?? new Set<string>();
  if (told.has(userId)) return;
  told.add(userId);
  toldPlayers.set(tx, told);
  const payload: PlayerChanged = { type: 'updated', entity: GAMIFICATION_ENTITY, id: userId };
  afterCommit(tx, ({ realtime }) => realtime.notifyUser(userId, payload));
}

/** What notifyPlayer puts on the user queue (no `workspaceId`: it is about the person, in any workspace). */
export interface PlayerChanged {
  type: 'updated';
  entity: typeof GAMIFICATION_ENTITY;
  id: string;
}

/** The winner's "Você ganhou {quantidade} de {nome}!" toast on the user queue. */
export function notifyWon(
  tx: Tx,
  userId: string,
  quantidade: number,
  nome: string = POINTS_NAME,
): void {
  const payload: GamificationWon = { type: GAMIFICATION_WON_TYPE, quantidade, nome };
  afterCommit(tx, ({ realtime }) => realtime.notifyUser(userId, payload));
}
