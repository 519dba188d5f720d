export {
  HEARTBEAT_MS,
  onRealtimeEvent,
  REALTIME_DESTINATIONS,
  realtimeEvents,
  realtimeCatchUp,
  RECONNECT_DELAY_MS,
  startRealtime,
  WS_EVENT,
} from './realtime-client';
export { useRealtimeInvalidation } from './use-realtime-invalidation';
export { onEntityEvent, type EntityEvent } from './entity-events';
