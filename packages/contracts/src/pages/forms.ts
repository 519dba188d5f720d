import { z } from 'zod';

/**
 * A visitor's answer to a page's contact form block, posted signed-out to
 * `POST /api/public/pages/forms/{pageId}/{blockId}` as a plain HTML form (works with
 * JavaScript off) or as JSON. It lands as an item in the page's workspace inbox. Which
 * fields are required is the block's choice (`fields`); the limits are here.
 */
export const PAGE_FORM_NAME_MAX = 120;
export const PAGE_FORM_EMAIL_MAX = 254;
export const PAGE_FORM_PHONE_MAX = 40;
export const PAGE_FORM_MESSAGE_MAX = 1200;
/** The hidden field people never see and bots fill: a filled one is dropped silently. */
export const PAGE_FORM_HONEYPOT = 'website';
/** The query the no-JavaScript form comes back to (the page shows its thank-you message). */
export const PAGE_FORM_SENT_QUERY = 'enviado';
export const pageFormThanks = 'Obrigado! Sua mensagem foi enviada.';

export const pageFormFieldLabels = {
  name: 'Nome',
  email: 'E-mail',
  phone: 'Telefone',
  message: 'Mensagem',
} as const;

export const pageFormMessages = {
  nameRequired: 'Informe seu nome.',
  emailInvalid: 'Informe um e-mail válido.',
  phoneInvalid: 'Informe um telefone válido.',
  messageRequired: 'Escreva sua mensagem.',
  notFound: 'Formulário não encontrado.',
} as const;

const text = (max: number, label: string) =>
  z.string().max(max, `${label}: no máximo ${max} caracteres.`).optional();

export const pageFormParamsSchema = z.object({
  pageId: z.uuid(pageFormMessages.notFound),
  blockId: z.string().min(1, pageFormMessages.notFound).max(40, pageFormMessages.notFound),
});

export const pageFormBodySchema = z.object({
  name: text(PAGE_FORM_NAME_MAX, 'Nome'),
  email: text(PAGE_FORM_EMAIL_MAX, 'E-mail'),
  phone: text(PAGE_FORM_PHONE_MAX, 'Telefone'),
  message: text(PAGE_FORM_MESSAGE_MAX, 'Mensagem'),
  [PAGE_FORM_HONEYPOT]: z.string().max(500).optional(),
  /** The no-JavaScript form's way back: the page's public path (`/site/<handle>/<slug>`). */
  voltar: z.string().max(300).optional(),
});
export type PageFormBody = z.input<typeof pageFormBodySchema>;

export const pageFormResultSchema = z.object({ message: z.string() });
export type PageFormResult = z.infer<typeof pageFormResultSchema>;
