import type { FastifyInstance } from 'fastify';
import { onTestFinished, vi } from 'vitest';
import type { AnyEventHandler } from '../../platform/events/bus';
import type { RealtimeEvent } from '../../platform/realtime';

export type WatchedEvent = Parameters<AnyEventHandler>[0];

/**
 * The realtime messages and domain events of one workspace while a test runs, each event
 * with the tab origin it ran under. Nothing is really published (the sockets are not the
 * point); everything is undone when the test finishes.
 */
export function watchWorkspace(app: FastifyInstance, workspaceId: string) {
  const published: RealtimeEvent[] = [];
  const events: { event: WatchedEvent; origin: string | null | undefined }[] = [];
  const publish = vi.spyOn(app.realtime, 'publish').mockImplementation(async (event) => {
    if (event.workspaceId === workspaceId) published.push(event);
  });
  const off = app.ctx.events.onAny((event, ctx) => {
    if (event.payload.workspaceId === workspaceId) events.push({ event, origin: ctx.origin });
  });
  onTestFinished(() => {
    off();
    publish.mockRestore();
  });
  return {
    published,
    events,
    /** What was published since the last call, as `entity:type`. */
    seen: () => published.splice(0).map((e) => `${e.entity}:${e.type}`),
    /** The names of the events emitted since the last call (only those starting with `prefix`). */
    emitted: (prefix = '') =>
      events
        .splice(0)
        .map((e) => e.event.name)
        .filter((name) => name.startsWith(prefix)),
  };
}
