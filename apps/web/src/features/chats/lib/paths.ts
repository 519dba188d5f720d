export const CHATS_PATH = '/comunicacao/chats';

/** The conversation's route; `search` keeps the inbox's filters (the list beside it at ≥ md). */
export const chatPath = (id: string, search = '') => `/comunicacao/chat/${id}${search}`;

export const chatTabs = ['conversas', 'contatos', 'respostas', 'whatsapp'] as const;
export type ChatTab = (typeof chatTabs)[number];
export const chatTabLabels: Record<ChatTab, string> = {
  conversas: 'Conversas',
  contatos: 'Contatos',
  respostas: 'Respostas prontas',
  whatsapp: 'WhatsApp',
};
export const tabPath = (tab: ChatTab) =>
  tab === 'conversas' ? CHATS_PATH : `${CHATS_PATH}?aba=${tab}`;
