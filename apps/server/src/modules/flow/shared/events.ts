import { flowEntities } from '@orbita/contracts';
import type { FastifyInstance } from 'fastify';

export type FlowEntityKey = keyof typeof flowEntities;

export interface FlowEvent {
  type: 'created' | 'updated' | 'deleted' | (string & {});
  entity: FlowEntityKey;
  id: string;
  data: unknown;
}

/**
 * Publishes flow changes to the workspace. Call only after the service's transaction has
 * committed (the service has returned), so nobody hears of a change that rolled back.
 */
export async function publishFlow(
  app: FastifyInstance,
  workspaceId: string,
  events: readonly FlowEvent[],
): Promise<void> {
  for (const event of events) {
    await app.realtime.publish({
      type: event.type,
      workspaceId,
      entity: flowEntities[event.entity],
      id: event.id,
      data: event.data,
    });
  }
}
