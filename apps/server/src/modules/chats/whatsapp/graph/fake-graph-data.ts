import { randomBytes } from 'node:crypto';

/** What the fake Graph API answers by default, and the error bodies Meta sends. */

export interface FakeTemplate {
  id: string;
  name: string;
  language: string;
  status: 'APPROVED' | 'PENDING' | 'REJECTED' | 'PAUSED' | 'DISABLED';
  category: string;
  components: Record<string, unknown>[];
}

/** Two approved, one pending, one rejected (a client must not offer the last two for sending). */
export const defaultTemplates = (): FakeTemplate[] => [
  {
    id: '1000000000000001',
    name: 'retomar_conversa',
    language: 'pt_BR',
    status: 'APPROVED',
    category: 'UTILITY',
    components: [
      {
        type: 'BODY',
        text: 'Olá, {{1}}! Podemos continuar o seu atendimento por aqui?',
        example: { body_text: [['Maria']] },
      },
      { type: 'BUTTONS', buttons: [{ type: 'QUICK_REPLY', text: 'Sim, continuar' }] },
    ],
  },
  {
    id: '1000000000000002',
    name: 'pedido_enviado',
    language: 'pt_BR',
    status: 'APPROVED',
    category: 'UTILITY',
    components: [
      { type: 'HEADER', format: 'TEXT', text: 'Pedido {{1}}', example: { header_text: ['123'] } },
      { type: 'BODY', text: 'Seu pedido saiu para entrega hoje.' },
      { type: 'FOOTER', text: 'Orbita' },
    ],
  },
  {
    id: '1000000000000003',
    name: 'promocao_semana',
    language: 'pt_BR',
    status: 'PENDING',
    category: 'MARKETING',
    components: [{ type: 'BODY', text: 'Ofertas da semana!' }],
  },
  {
    id: '1000000000000004',
    name: 'modelo_recusado',
    language: 'pt_BR',
    status: 'REJECTED',
    category: 'MARKETING',
    components: [{ type: 'BODY', text: 'Ganhe já!!!' }],
  },
];

const traceId = () => randomBytes(8).toString('base64url');

/** A Graph API error body, as Meta writes it. */
export function graphErrorBody(
  code: number,
  message: string,
  extra: { type?: string; subcode?: number; details?: string } = {},
) {
  return {
    error: {
      message,
      type: extra.type ?? 'OAuthException',
      code,
      ...(extra.subcode !== undefined && { error_subcode: extra.subcode }),
      ...(extra.details !== undefined && {
        error_data: { messaging_product: 'whatsapp', details: extra.details },
      }),
      fbtrace_id: traceId(),
    },
  };
}

export const invalidToken = () =>
  graphErrorBody(190, 'Invalid OAuth access token - Cannot parse access token');

export const invalidParameter = (details: string) =>
  graphErrorBody(100, '(#100) Invalid parameter', { details });

export const unknownObject = (id: string) =>
  graphErrorBody(
    100,
    `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
    { type: 'GraphMethodException', subcode: 33 },
  );

export const templateMissing = (name: string, language: string) =>
  graphErrorBody(132001, '(#132001) Template name does not exist in the translation', {
    details: `template name (${name}) does not exist in ${language}`,
  });

/** A WhatsApp message id in Meta's style (`wamid.` + base64). */
export const newWaMessageId = () =>
  `wamid.${Buffer.from(`FAKE${Date.now()}${randomBytes(9).toString('hex')}`).toString('base64')}`;
