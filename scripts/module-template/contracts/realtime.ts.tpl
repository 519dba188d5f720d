import type { {{Pascal}}Item } from './index';

/**
 * What {{name}} publishes as `data` (see platform/realtime.ts): the item the route
 * answered, or `{ id }` for a deleted one. The key is `{{camel}}Entity`.
 */
export interface {{Pascal}}RealtimeEntities {
  '{{name}}': {{Pascal}}Item | { id: string };
}

declare module '../platform/realtime' {
  interface RealtimeEntities extends {{Pascal}}RealtimeEntities {}
}
