/**
 * Contacts and chats (spec: "contacts and chats over a WhatsApp connection"; PRODUCT.md §8):
 * a shared inbox of WhatsApp conversations through the official Cloud API, team chats
 * between members (1:1 and groups), contacts with one identity per E.164 number, and every
 * message one click from becoming work. API under `/api/app/comunicacao/...`; the
 * WhatsApp webhook under `/api/public/whatsapp/...`.
 */
export * from './shared';
export * from './contacts';
export * from './conversations';
export * from './messages';
export * from './whatsapp';
export * from './canned';
export type * from './events';
export type * from './realtime';
export { chatsEndpoints, whatsappWebhookPath } from './endpoints';
