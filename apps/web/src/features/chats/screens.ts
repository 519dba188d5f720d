// One chunk for the inbox (list, filters, the page shell); the conversation (H4's), contacts,
// canned responses and the WhatsApp connection load as their own chunks when opened.
export const screens = {
  '/comunicacao/chats': {
    load: async () => (await import('./pages/chats-page')).ChatsPage,
  },
  '/comunicacao/chat/:id?': {
    load: async () => (await import('./pages/chats-page')).ChatsPage,
  },
};
