import { z } from 'zod';

/**
 * The zod shapes of the WhatsApp `messages` webhook (Meta's reference), all `loose`: unknown
 * fields pass, and arrays inside stay `unknown` until each item is read on its own.
 */
export const str = z.union([z.string(), z.number().transform(String)]);

export const errorSchema = z
  .object({
    code: z.coerce.number().optional(),
    title: z.string().optional(),
    message: z.string().optional(),
    error_data: z.object({ details: z.string().optional() }).loose().optional(),
  })
  .loose();

export const metadataSchema = z
  .object({ phone_number_id: str, display_phone_number: str.optional() })
  .loose();

export const valueSchema = z
  .object({
    metadata: metadataSchema,
    contacts: z.array(z.unknown()).optional(),
    messages: z.array(z.unknown()).optional(),
    statuses: z.array(z.unknown()).optional(),
    errors: z.array(z.unknown()).optional(),
  })
  .loose();

/** The envelope; inner arrays stay `unknown` so one bad item never sinks the batch. */
export const webhookEnvelopeSchema = z
  .object({
    object: z.literal('whatsapp_business_account'),
    entry: z.array(
      z
        .object({
          id: str.optional(),
          changes: z.array(z.object({ field: z.string(), value: z.unknown() }).loose()),
        })
        .loose(),
    ),
  })
  .loose();

export const contactSchema = z
  .object({ wa_id: str, profile: z.object({ name: z.string().optional() }).loose().optional() })
  .loose();

export const messageBase = z
  .object({
    id: z.string().min(1),
    from: str,
    timestamp: str.optional(),
    type: z.string().optional(),
    context: z
      .object({ id: z.string().optional(), forwarded: z.boolean().optional() })
      .loose()
      .optional(),
    errors: z.array(z.unknown()).optional(),
  })
  .loose();

export const mediaSchema = z
  .object({
    id: str,
    mime_type: z.string().default(''),
    sha256: z.string().default(''),
    caption: z.string().optional(),
    filename: z.string().optional(),
    voice: z.boolean().optional(),
    animated: z.boolean().optional(),
  })
  .loose();

export const textSchema = z.object({ body: z.string() }).loose();
export const locationSchema = z
  .object({
    latitude: z.coerce.number(),
    longitude: z.coerce.number(),
    name: z.string().optional(),
    address: z.string().optional(),
  })
  .loose();
export const reactionSchema = z
  .object({ message_id: z.string().min(1), emoji: z.string().optional() })
  .loose();
export const replySchema = z
  .object({ id: str, title: z.string(), description: z.string().optional() })
  .loose();
export const interactiveSchema = z
  .object({
    type: z.string(),
    button_reply: replySchema.optional(),
    list_reply: replySchema.optional(),
    nfm_reply: z.object({ body: z.string().optional() }).loose().optional(),
  })
  .loose();
export const buttonSchema = z.object({ text: z.string(), payload: z.string().optional() }).loose();
export const statusSchema = z
  .object({
    id: z.string().min(1),
    status: z.string(),
    timestamp: str.optional(),
    recipient_id: str.default(''),
    biz_opaque_callback_data: z.string().optional(),
    errors: z.array(z.unknown()).optional(),
  })
  .loose();
