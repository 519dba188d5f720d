import type { GamificationCelebration, GamificationWon } from '@orbita/contracts/gamification';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onRealtimeEvent } from '../../../platform/realtime';
import { notify, wonMessage } from '../../../platform/toasts';
import { gamificationKeys } from '../api/keys';

/** The user-queue frame the ledger sends after a grant commits (`app.realtime.notifyUser`). */
type WonEvent = GamificationWon;

/**
 * Tells a won frame apart from the other user-queue frames (notifications carry `entity`/`data`).
 * A hand check instead of the contracts' zod schema: this runs in the shell chunk, which
 * should not carry every gamification schema.
 */
export function isWonEvent(payload: unknown): payload is WonEvent {
  if (!payload || typeof payload !== 'object') return false;
  const event = payload as Partial<Record<keyof WonEvent, unknown>>;
  return (
    event.type === 'gamification.won' &&
    typeof event.quantidade === 'number' &&
    Number.isFinite(event.quantidade) &&
    typeof event.nome === 'string' &&
    event.nome !== ''
  );
}

/**
 * A level reached or a trophy won (`gamification.celebration`): its pt-BR text comes ready
 * from the server. Checked by hand for the same reason as the won frame.
 */
export function isCelebrationEvent(payload: unknown): payload is GamificationCelebration {
  if (!payload || typeof payload !== 'object') return false;
  const event = payload as Partial<Record<keyof GamificationCelebration, unknown>>;
  return (
    event.type === 'gamification.celebration' &&
    (event.kind === 'level' || event.kind === 'trophy') &&
    typeof event.text === 'string' &&
    event.text !== ''
  );
}

/**
 * Shows "Você ganhou {quantidade} de {nome}!" (bottom-left, 3 s) for every grant that reaches
 * the user queue, a level-up or a new trophy in the same style, and refreshes the
 * gamification screens (points, inventory, rankings) — a grant to this user changes them
 * even when no workspace event names the entity.
 * Called once, in the signed-in shell, which also keeps the realtime connection open.
 */
export function useWonToasts(): void {
  const client = useQueryClient();
  useEffect(
    () =>
      onRealtimeEvent((payload) => {
        if (isWonEvent(payload)) notify.won(wonMessage(payload.quantidade, payload.nome));
        // Level-ups and new trophies: the same "won" style, so every celebration looks alike.
        else if (isCelebrationEvent(payload)) notify.won(payload.text);
        else return;
        void client.invalidateQueries({ queryKey: gamificationKeys.all });
      }),
    [client],
  );
}
