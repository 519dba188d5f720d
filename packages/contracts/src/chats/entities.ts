/** Realtime entities: nudges carry ids only (a team chat is private to its members). */
export const chatConversationsEntity = 'chat-conversations';
export const chatMessagesEntity = 'chat-messages';
export const chatContactsEntity = 'chat-contacts';
export const chatTypingEntity = 'chat-typing';
