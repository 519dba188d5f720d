import { z } from 'zod';
import { expectedVersion, versionSchema } from '../platform/concurrency';
import { CHATS_PAGE_DEFAULT, CHATS_PAGE_MAX, cursorSchema } from './shared';

export const CONTACT_NAME_MAX = 120;
export const CONTACT_NOTES_MAX = 5000;
export const CONTACT_PHONES_MAX = 10;
export const CONTACT_EMAILS_MAX = 10;
export const CONTACT_TAGS_MAX = 20;
export const TAG_MAX = 40;

/** One phone of a contact: E.164 (`+5541999998888`), and whether it is on WhatsApp (known once it wrote or was reached). */
export const contactPhoneSchema = z.object({
  e164: z.string(),
  label: z.string().nullable(),
  whatsapp: z.boolean(),
});
export type ContactPhone = z.infer<typeof contactPhoneSchema>;

/** A contact as the API presents it. One identity per E.164 number in a workspace. */
export const contactSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  phones: z.array(contactPhoneSchema),
  emails: z.array(z.string()),
  tags: z.array(z.string()),
  company: z.string().nullable(),
  notes: z.string(),
  /** The person record it is linked to (people, when that module exists), else null. */
  personId: z.uuid().nullable(),
  /** WhatsApp profile name as the contact set it (from webhooks), else null. */
  whatsappName: z.string().nullable(),
  lastMessageAt: z.string().nullable(),
  conversationCount: z.number().int(),
  version: versionSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

const nameSchema = z
  .string('Informe o nome.')
  .trim()
  .min(1, 'Informe o nome.')
  .max(CONTACT_NAME_MAX, `Informe no máximo ${CONTACT_NAME_MAX} caracteres.`);
/** Typed as the person likes ("(41) 99999-8888"); the server normalizes to E.164 and refuses what is not a phone. */
const phoneInputSchema = z.strictObject({
  number: z
    .string('Informe o telefone.')
    .trim()
    .min(1, 'Informe o telefone.')
    .max(40, 'Telefone inválido.'),
  label: z.string().trim().max(40, 'Informe no máximo 40 caracteres.').nullable().default(null),
});
const emailSchema = z.email('E-mail inválido.').max(254, 'E-mail inválido.');
const tagSchema = z
  .string()
  .trim()
  .min(1, 'Etiqueta vazia.')
  .max(TAG_MAX, `Etiquetas têm no máximo ${TAG_MAX} caracteres.`);

export const createContactBodySchema = z.strictObject({
  name: nameSchema,
  phones: z
    .array(phoneInputSchema)
    .max(CONTACT_PHONES_MAX, `No máximo ${CONTACT_PHONES_MAX} telefones.`)
    .default([]),
  emails: z
    .array(emailSchema)
    .max(CONTACT_EMAILS_MAX, `No máximo ${CONTACT_EMAILS_MAX} e-mails.`)
    .default([]),
  tags: z
    .array(tagSchema)
    .max(CONTACT_TAGS_MAX, `No máximo ${CONTACT_TAGS_MAX} etiquetas.`)
    .default([]),
  company: z.string().trim().max(120, 'Informe no máximo 120 caracteres.').nullable().default(null),
  notes: z
    .string()
    .max(CONTACT_NOTES_MAX, `Informe no máximo ${CONTACT_NOTES_MAX} caracteres.`)
    .default(''),
});
export type CreateContactBody = z.input<typeof createContactBodySchema>;

export const updateContactBodySchema = z.strictObject({
  name: nameSchema.optional(),
  phones: z
    .array(phoneInputSchema)
    .max(CONTACT_PHONES_MAX, `No máximo ${CONTACT_PHONES_MAX} telefones.`)
    .optional(),
  emails: z
    .array(emailSchema)
    .max(CONTACT_EMAILS_MAX, `No máximo ${CONTACT_EMAILS_MAX} e-mails.`)
    .optional(),
  tags: z
    .array(tagSchema)
    .max(CONTACT_TAGS_MAX, `No máximo ${CONTACT_TAGS_MAX} etiquetas.`)
    .optional(),
  company: z.string().trim().max(120, 'Informe no máximo 120 caracteres.').nullable().optional(),
  notes: z
    .string()
    .max(CONTACT_NOTES_MAX, `Informe no máximo ${CONTACT_NOTES_MAX} caracteres.`)
    .optional(),
  ...expectedVersion,
});
export type UpdateContactBody = z.input<typeof updateContactBodySchema>;

export const contactsQuerySchema = z.strictObject({
  /** Name, phone digits, e-mail or tag. */
  q: z.string().trim().max(120, 'Busca longa demais.').optional(),
  tag: tagSchema.optional(),
  /** Only contacts with a possible duplicate (same phone or e-mail elsewhere). */
  duplicates: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(CHATS_PAGE_MAX).default(CHATS_PAGE_DEFAULT),
  cursor: cursorSchema,
});
export type ContactsQuery = z.input<typeof contactsQuerySchema>;

export const contactPageSchema = z.object({
  items: z.array(contactSchema),
  nextCursor: z.string().nullable(),
});
export type ContactPage = z.infer<typeof contactPageSchema>;

/** Merge `sourceId` into the contact of the path: phones, e-mails, tags and conversations follow; the source goes. */
export const mergeContactsBodySchema = z.strictObject({
  sourceId: z.uuid('Contato não encontrado.'),
});

/** Pairs that look like one person (same E.164 or same e-mail), for the "Duplicados" view. */
export const duplicatePairSchema = z.object({
  a: contactSchema,
  b: contactSchema,
  reason: z.enum(['phone', 'email']),
});
export const duplicatesSchema = z.object({ items: z.array(duplicatePairSchema) });

/** Import (CSV or vCard as text, ≤ 5 MB): created, merged into an existing one, and refused lines. */
export const importContactsBodySchema = z.strictObject({
  format: z.enum(['csv', 'vcard'], 'Formato inválido: CSV ou vCard.'),
  text: z
    .string()
    .max(5 * 1024 * 1024, 'Arquivo grande demais: envie até 5 MB ou 20.000 contatos.'),
});
export const importContactsResultSchema = z.object({
  created: z.number().int(),
  merged: z.number().int(),
  errors: z.array(z.object({ line: z.number().int(), message: z.string() })),
});
export type ImportContactsResult = z.infer<typeof importContactsResultSchema>;
export const exportContactsQuerySchema = z.strictObject({
  format: z.enum(['csv', 'vcard']).default('csv'),
});
