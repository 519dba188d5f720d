import { z } from 'zod';
import { reasonOfCode } from './errors';
import {
  buttonSchema,
  contactSchema,
  errorSchema,
  interactiveSchema,
  locationSchema,
  mediaSchema,
  messageBase,
  reactionSchema,
  statusSchema,
  textSchema,
  valueSchema,
  webhookEnvelopeSchema,
} from './payload-schemas';

/**
 * The `messages` webhook of the WhatsApp Cloud API (Meta's "messages webhook reference"), read
 * leniently: Meta adds fields often, so every object keeps unknown keys (`loose`) and nothing
 * here throws. A body that is not a WhatsApp envelope gives []; inside a good envelope, a message
 * whose own content is malformed or of a type we do not know still comes out (kind
 * 'unsupported', `raw` kept) as long as it has an id and a sender: a message must never be lost
 * because its shape surprised us. Only what cannot be stored idempotently (no id) is skipped.
 */

export type MessageKind =
  | 'text'
  | 'image'
  | 'audio'
  | 'video'
  | 'document'
  | 'sticker'
  | 'location'
  | 'contacts'
  | 'reaction'
  | 'interactive'
  | 'button'
  | 'unsupported';

export interface NormalizedMedia {
  id: string;
  mime: string;
  sha256: string;
  filename?: string;
  /** Audio recorded in WhatsApp (a voice note), not a file. */
  voice?: boolean;
  animated?: boolean;
}

export interface WebhookError {
  code: number | null;
  title: string;
  message: string;
  /** pt-BR where the code is known, else Meta's title. */
  reason: string;
}

export interface NormalizedMessage {
  waMessageId: string;
  /** The sender's wa_id. */
  from: string;
  timestamp: Date;
  kind: MessageKind;
  /** Body, caption, button text, list/button reply title, or ''. */
  text: string;
  media?: NormalizedMedia;
  location?: { latitude: number; longitude: number; name?: string; address?: string };
  /** Shared contact cards, as Meta sends them. */
  contacts?: Record<string, unknown>[];
  /** `emoji: ''` means the sender removed their reaction. */
  reaction?: { messageId: string; emoji: string };
  /** The chosen option of an interactive reply (button_reply, list_reply) or a quick reply. */
  choice?: { id: string; title: string; description?: string };
  /** The WhatsApp message id this one answers (context.id). */
  replyTo?: string;
  forwarded?: boolean;
  /** Meta's errors on an unsupported message. */
  errors?: WebhookError[];
  raw: unknown;
}

export type StatusKind = 'sent' | 'delivered' | 'read' | 'failed';

export interface NormalizedStatus {
  waMessageId: string;
  status: StatusKind;
  timestamp: Date;
  recipientId: string;
  /** `biz_opaque_callback_data` of the send, echoed by Meta. */
  callbackData?: string;
  errors?: WebhookError[];
  /** The first error's reason (pt-BR when known), for a failed message. */
  reason?: string;
  raw: unknown;
}

export interface WebhookBatch {
  /** WhatsApp Business Account id (entry.id). */
  wabaId: string;
  phoneNumberId: string;
  displayPhone: string;
  contacts: { waId: string; name: string }[];
  messages: NormalizedMessage[];
  statuses: NormalizedStatus[];
  /** Errors about the webhook itself (value.errors). */
  errors: WebhookError[];
}

const MEDIA_KINDS = ['image', 'audio', 'video', 'document', 'sticker'] as const;
const STATUS_KINDS = new Set<string>(['sent', 'delivered', 'read', 'failed']);

export function readWebhook(body: unknown, now: Date = new Date()): WebhookBatch[] {
  const envelope = webhookEnvelopeSchema.safeParse(body);
  if (!envelope.success) return [];
  const batches: WebhookBatch[] = [];
  for (const entry of envelope.data.entry)
    for (const change of entry.changes) {
      if (change.field !== 'messages') continue;
      const value = valueSchema.safeParse(change.value);
      if (!value.success) continue;
      const v = value.data;
      batches.push({
        wabaId: entry.id ?? '',
        phoneNumberId: v.metadata.phone_number_id,
        displayPhone: v.metadata.display_phone_number ?? '',
        contacts: (v.contacts ?? []).flatMap((c) => {
          const parsed = contactSchema.safeParse(c);
          return parsed.success
            ? [{ waId: parsed.data.wa_id, name: parsed.data.profile?.name ?? '' }]
            : [];
        }),
        messages: (v.messages ?? []).flatMap((m) => {
          const message = readMessage(m, now);
          return message ? [message] : [];
        }),
        statuses: (v.statuses ?? []).flatMap((s) => {
          const status = readStatus(s, now);
          return status ? [status] : [];
        }),
        errors: readErrors(v.errors),
      });
    }
  return batches;
}

function dateOf(timestamp: string | undefined, now: Date): Date {
  const seconds = Number(timestamp);
  // Meta always sends one; a missing or odd value takes the receipt time rather than the message.
  return timestamp && Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : now;
}

export function readErrors(errors: unknown[] | undefined): WebhookError[] {
  return (errors ?? []).flatMap((e) => {
    const parsed = errorSchema.safeParse(e);
    if (!parsed.success) return [];
    const { code, title = '', message = '', error_data } = parsed.data;
    const fallback = title || message || error_data?.details || 'Erro desconhecido do WhatsApp.';
    return [{ code: code ?? null, title, message, reason: reasonOfCode(code, fallback) }];
  });
}

function readMessage(input: unknown, now: Date): NormalizedMessage | null {
  const base = messageBase.safeParse(input);
  if (!base.success) return null;
  const m = base.data;
  const message: NormalizedMessage = {
    waMessageId: m.id,
    from: m.from,
    timestamp: dateOf(m.timestamp, now),
    kind: 'unsupported',
    text: '',
    raw: input,
  };
  if (m.context?.id) message.replyTo = m.context.id;
  if (m.context?.forwarded) message.forwarded = true;
  const errors = readErrors(m.errors);
  if (errors.length) message.errors = errors;
  Object.assign(message, contentOf(m.type ?? '', input as Record<string, unknown>));
  return message;
}

/** The kind-specific part; {} (stays 'unsupported') when the content does not parse. */
function contentOf(type: string, m: Record<string, unknown>): Partial<NormalizedMessage> {
  if (type === 'text') {
    const text = textSchema.safeParse(m.text);
    return text.success ? { kind: 'text', text: text.data.body } : {};
  }
  if ((MEDIA_KINDS as readonly string[]).includes(type)) {
    const media = mediaSchema.safeParse(m[type]);
    if (!media.success) return {};
    const { id, mime_type, sha256, caption, filename, voice, animated } = media.data;
    return {
      kind: type as MessageKind,
      text: caption ?? '',
      media: {
        id,
        mime: mime_type,
        sha256,
        ...(filename !== undefined && { filename }),
        ...(voice !== undefined && { voice }),
        ...(animated !== undefined && { animated }),
      },
    };
  }
  if (type === 'location') {
    const l = locationSchema.safeParse(m.location);
    if (!l.success) return {};
    const { latitude, longitude, name, address } = l.data;
    return {
      kind: 'location',
      text: '',
      location: {
        latitude,
        longitude,
        ...(name !== undefined && { name }),
        ...(address !== undefined && { address }),
      },
    };
  }
  if (type === 'contacts') {
    const cards = z.array(z.record(z.string(), z.unknown())).min(1).safeParse(m.contacts);
    return cards.success ? { kind: 'contacts', text: '', contacts: cards.data } : {};
  }
  if (type === 'reaction') {
    const r = reactionSchema.safeParse(m.reaction);
    return r.success
      ? { kind: 'reaction', reaction: { messageId: r.data.message_id, emoji: r.data.emoji ?? '' } }
      : {};
  }
  if (type === 'interactive') {
    const i = interactiveSchema.safeParse(m.interactive);
    if (!i.success) return {};
    const reply = i.data.button_reply ?? i.data.list_reply;
    if (reply)
      return {
        kind: 'interactive',
        text: reply.title,
        choice: {
          id: reply.id,
          title: reply.title,
          ...(reply.description !== undefined && { description: reply.description }),
        },
      };
    if (i.data.nfm_reply) return { kind: 'interactive', text: i.data.nfm_reply.body ?? '' };
    return {};
  }
  if (type === 'button') {
    const b = buttonSchema.safeParse(m.button);
    return b.success
      ? {
          kind: 'button',
          text: b.data.text,
          choice: { id: b.data.payload ?? b.data.text, title: b.data.text },
        }
      : {};
  }
  return {};
}

function readStatus(input: unknown, now: Date): NormalizedStatus | null {
  const parsed = statusSchema.safeParse(input);
  if (!parsed.success || !STATUS_KINDS.has(parsed.data.status)) return null;
  const s = parsed.data;
  const status: NormalizedStatus = {
    waMessageId: s.id,
    status: s.status as StatusKind,
    timestamp: dateOf(s.timestamp, now),
    recipientId: s.recipient_id,
    raw: input,
  };
  if (s.biz_opaque_callback_data) status.callbackData = s.biz_opaque_callback_data;
  const errors = readErrors(s.errors);
  if (errors.length) {
    status.errors = errors;
    status.reason = errors[0]!.reason;
  }
  return status;
}
