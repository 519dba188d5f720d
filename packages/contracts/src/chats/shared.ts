import { z } from 'zod';

/** Lists: default and maximum page sizes. */
export const CHATS_PAGE_DEFAULT = 50;
export const CHATS_PAGE_MAX = 100;
export const MESSAGES_PAGE_DEFAULT = 50;
export const MESSAGES_PAGE_MAX = 200;
/** The customer-service window of the Cloud API: free-form messages only within 24 h of the contact's last message. */
export const WHATSAPP_WINDOW_MS = 24 * 60 * 60 * 1000;

export const cursorSchema = z.string().max(500, 'Cursor inválido.').optional();
export const personRefSchema = z.object({ id: z.uuid(), name: z.string() });
export type PersonRef = z.infer<typeof personRefSchema>;

// The realtime entities live in a module without zod (entities.ts): the dashboard's chats
// widget needs them on /me/home's first paint, not the chats schemas.
export {
  chatContactsEntity,
  chatConversationsEntity,
  chatMessagesEntity,
  chatTypingEntity,
} from './entities';

export const chatMessages = {
  contactNotFound: 'Contato não encontrado.',
  conversationNotFound: 'Conversa não encontrada.',
  messageNotFound: 'Mensagem não encontrada.',
  cannedNotFound: 'Resposta pronta não encontrada.',
  notConnected:
    'O WhatsApp não está conectado neste espaço. Um Admin conecta em Conversas → WhatsApp.',
  alreadyConnected: 'Este número do WhatsApp já está conectado a outro espaço.',
  windowClosed:
    'Fora da janela de 24 horas: o contato não escreve há mais de 24 h. Só modelos aprovados podem ser enviados.',
  templateNotApproved: 'Este modelo não está aprovado pela Meta.',
  duplicatePhone: (name: string) => `Este telefone já é do contato "${name}".`,
  mergeSame: 'Escolha dois contatos diferentes.',
  notParticipant: 'Você não participa desta conversa.',
  teamChatNeedsMembers: 'Escolha ao menos um membro.',
  notWhatsapp: 'Esta conversa não é do WhatsApp.',
  noPhone: 'Este contato não tem telefone com WhatsApp.',
  badSignature: 'Assinatura inválida.',
  badVerifyToken: 'Token de verificação inválido.',
  importTooLarge: 'Arquivo grande demais: envie até 5 MB ou 20.000 contatos.',
  shortcutTaken: 'Já existe uma resposta pronta com este atalho.',
  reactionOnNote: 'Notas internas não recebem reações do WhatsApp.',
};
