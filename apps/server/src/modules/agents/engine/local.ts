import type { EventBus } from '../../../platform/events/bus';

/**
 * This app's engine, found from the bus the app's context carries (one bus per app), so a
 * service that queued or resumed a run can wake this instance's worker after its commit.
 * Weak: an app that closed takes its engine with it.
 */
const engines = new WeakMap<EventBus, { poke(): void }>();

export function registerEngine(bus: EventBus, engine: { poke(): void }): void {
  engines.set(bus, engine);
}

/** Wakes the worker of the app `bus` belongs to (no-op where no engine runs). */
export function pokeEngine(bus: EventBus): void {
  engines.get(bus)?.poke();
}
