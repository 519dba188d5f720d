/**
 * What chats publishes (see platform/realtime.ts). Nudges only: ids, never text — a team
 * chat is private to its members and the workspace topic reaches every member, so each
 * client refetches through the API, which checks access.
 */
export interface ChatsRealtimeEntities {
  'chat-conversations': { id: string };
  'chat-messages': { id: string; conversationId: string };
  'chat-contacts': { id: string };
  /** A member is typing in a team chat (ephemeral, nothing stored). */
  'chat-typing': { conversationId: string; userId: string; name: string };
}

declare module '../platform/realtime' {
  interface RealtimeEntities extends ChatsRealtimeEntities {}
}
