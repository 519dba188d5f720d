import { z } from 'zod';
import { idParams, uuidParam } from '../../platform/http/route-kit';

/** Gamification's path params: a bad id answers like a missing record. */
export const resourceParams = idParams('Recurso não encontrado.');
export const gameParams = idParams('Gamificação não encontrada.');
export const missionParams = idParams('Missão não encontrada.');
export const trophyParams = idParams('Troféu não encontrado.');
export const storeItemParams = idParams('Item da loja não encontrado.');
export const checkInParams = idParams('Check-in não encontrado.');
/** `/player/inventory/:resourceId/use`. */
export const inventoryParams = z.object({ resourceId: uuidParam('Recurso não encontrado.') });
