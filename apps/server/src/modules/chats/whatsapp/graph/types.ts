/** The shapes the Cloud API takes and gives back (Meta's messages, media and templates pages). */

/** Uploaded media (`id`, preferred) or a public link Meta fetches itself. */
export interface MediaRef {
  id?: string;
  link?: string;
}

export interface TemplateParameter {
  type: string;
  text?: string;
  [key: string]: unknown;
}

export interface TemplateComponentParams {
  type: 'header' | 'body' | 'button';
  sub_type?: string;
  index?: number | string;
  parameters?: TemplateParameter[];
}

/** POST /{phone-number-id}/messages without `messaging_product` (the client adds it). */
export type OutgoingMessage = {
  to: string;
  /** A reply: the WhatsApp message id answered. */
  context?: { message_id: string };
  /**
   * Up to 512 characters Meta echoes back in this message's status webhooks: the outbox puts
   * its own row id here, so a send whose answer was lost can be recognised when its status
   * arrives instead of being sent twice.
   */
  biz_opaque_callback_data?: string;
} & (
  | { type: 'text'; text: { body: string; preview_url?: boolean } }
  | { type: 'image'; image: MediaRef & { caption?: string } }
  | { type: 'audio'; audio: MediaRef }
  | { type: 'video'; video: MediaRef & { caption?: string } }
  | { type: 'document'; document: MediaRef & { caption?: string; filename?: string } }
  | { type: 'sticker'; sticker: MediaRef }
  | {
      type: 'template';
      template: {
        name: string;
        language: { code: string; policy?: 'deterministic' };
        components?: TemplateComponentParams[];
      };
    }
  /** `emoji: ''` removes our reaction. */
  | { type: 'reaction'; reaction: { message_id: string; emoji: string } }
);

export interface MediaInfo {
  url: string;
  mime_type: string;
  sha256: string;
  file_size: number;
}

export interface TemplateButton {
  type: string;
  text?: string;
  url?: string;
  phone_number?: string;
  [key: string]: unknown;
}

export interface TemplateComponent {
  type: string;
  format?: string;
  text?: string;
  buttons?: TemplateButton[];
  example?: unknown;
  [key: string]: unknown;
}

export type TemplateStatus = 'APPROVED' | 'PENDING';

export interface GraphTemplate {
  id: string;
  name: string;
  /** Locale code, e.g. `pt_BR`. */
  language: string;
  status: TemplateStatus;
  category: string;
  components: TemplateComponent[];
}

export interface TokenCheck {
  valid: boolean;
  displayPhone: string | null;
  verifiedName: string | null;
  /** pt-BR, when not valid. */
  reason: string | null;
}
