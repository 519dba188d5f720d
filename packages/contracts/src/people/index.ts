import { z } from 'zod';
import { expectedVersion, versionSchema } from '../platform/concurrency';
import { normalizePhone, PHONE_INPUT_MAX } from '../phone/normalize';
import { DOCUMENT_INPUT_MAX, normalizeDocument } from './documents';

/**
 * People (PRODUCT.md §9, `/pessoa/...`): the workspace's people and companies, their e-mails
 * and phones, and the person as a hub of links to other modules' records (tasks, finance
 * entries, publications, chat contacts, orders) read back as one timeline. Shared by the
 * server (validation, OpenAPI) and the web (types, form validation). API: `/api/app/pessoa`.
 */

// The realtime entity lives in a module without zod (entity.ts): the dashboard's
// "Manter contato" widget needs it on /me/home's first paint, not the people schemas.
export { peopleEntity } from './entity';

export const PERSON_NAME_MAX = 200;
export const PERSON_ROLE_MAX = 120;
export const PERSON_NOTES_MAX = 20_000;
export const PERSON_EMAILS_MAX = 10;
export const PERSON_PHONES_MAX = 10;
export const PERSON_TAGS_MAX = 30;
export const PERSON_TAG_MAX = 40;
export const PERSON_LABEL_MAX = 40;
export const PERSON_EMAIL_MAX = 254;
export const PERSON_CUSTOM_FIELDS_MAX = 50;
export const PERSON_CUSTOM_KEY_MAX = 60;
export const PERSON_CUSTOM_VALUE_MAX = 1000;
export const PERSON_ADDRESS_PART_MAX = 200;
export const PEOPLE_PAGE_DEFAULT = 50;
export const PEOPLE_PAGE_MAX = 200;
export const KEEP_IN_TOUCH_DAYS_MAX = 3650;
export const MERGE_MAX = 20;

export const personKinds = ['person', 'company'] as const;
export type PersonKind = (typeof personKinds)[number];
export const personKindLabels: Record<PersonKind, string> = {
  person: 'Pessoa',
  company: 'Empresa',
};

/** What a person links to: a record of another module, read back in the timeline. */
export const personLinkKinds = ['task', 'entry', 'publication', 'chat_contact', 'order'] as const;
export type PersonLinkKind = (typeof personLinkKinds)[number];
export const personLinkKindLabels: Record<PersonLinkKind, string> = {
  task: 'Tarefa',
  entry: 'Lançamento',
  publication: 'Publicação',
  chat_contact: 'Contato do chat',
  order: 'Pedido',
};

export const peopleMessages = {
  notFound: 'Pessoa não encontrada.',
  companyNotFound: 'Empresa não encontrada.',
  companyNotCompany: 'Escolha uma empresa (não uma pessoa).',
  companyOfCompany: 'Uma empresa não pertence a outra empresa.',
  companySelf: 'Uma empresa não pertence a si mesma.',
  companyHasPeople: 'Esta empresa tem pessoas ligadas a ela: desligue-as antes de mudar o tipo.',
  documentTaken: 'Já existe uma pessoa com este documento nesta conta.',
  documentKind: 'Pessoas têm CPF; empresas têm CNPJ.',
  memberNotFound: 'Membro não encontrado nesta conta.',
  memberTaken: 'Este membro já está ligado a outra pessoa.',
  linkNotFound: 'Vínculo não encontrado.',
  linkTaken: 'Este registro já está vinculado a esta pessoa.',
  linkRecordNotFound: 'Registro não encontrado nesta conta.',
  linkKindManual: 'Pedidos são vinculados pela loja.',
  mergeSelf: 'Escolha pessoas diferentes da que fica.',
  mergeNotFound: 'Alguma das pessoas não foi encontrada.',
  mergeMemberConflict: 'Duas das pessoas estão ligadas a membros diferentes: desligue uma antes.',
  mergeDocumentConflict: 'As pessoas têm documentos diferentes: corrija um antes de mesclar.',
  emailInvalid: 'E-mail inválido.',
  emailRepeated: 'Este e-mail já está na lista.',
  phoneRepeated: 'Este telefone já está na lista.',
  customFieldsTooMany: `Use no máximo ${PERSON_CUSTOM_FIELDS_MAX} campos personalizados.`,
  birthdayInvalid: 'Data de nascimento inválida.',
} as const;

const max = (n: number) => `Informe no máximo ${n} caracteres.`;

const nameSchema = z
  .string('Informe o nome.')
  .trim()
  .min(1, 'Informe o nome.')
  .max(PERSON_NAME_MAX, max(PERSON_NAME_MAX));

const labelSchema = z
  .string()
  .trim()
  .max(PERSON_LABEL_MAX, max(PERSON_LABEL_MAX))
  .transform((s) => (s === '' ? null : s))
  .nullable()
  .optional()
  .transform((s) => s ?? null);

/** An e-mail as typed: trimmed and lower-cased, so "Ana@X.com" and "ana@x.com" are one. */
export const personEmailInputSchema = z.strictObject({
  address: z
    .string('Informe o e-mail.')
    .trim()
    .max(PERSON_EMAIL_MAX, max(PERSON_EMAIL_MAX))
    .toLowerCase()
    .pipe(z.email(peopleMessages.emailInvalid)),
  label: labelSchema,
});

/** A phone as typed ("(41) 9999-8888", "+55 41 99999-8888") → E.164 (ninth digit added). */
export const personPhoneInputSchema = z.strictObject({
  number: z
    .string('Informe o telefone.')
    .max(PHONE_INPUT_MAX, 'Telefone inválido.')
    .transform((raw, ctx) => {
      const result = normalizePhone(raw);
      if ('e164' in result) return result.e164;
      ctx.addIssue({ code: 'custom', message: result.error });
      return z.NEVER;
    }),
  label: labelSchema,
});

const uniqueBy =
  <T>(key: (item: T) => string, message: string) =>
  (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      const k = key(item);
      if (seen.has(k)) ctx.addIssue({ code: 'custom', message, path: [i] });
      seen.add(k);
    });
  };

const emailsSchema = z
  .array(personEmailInputSchema)
  .max(PERSON_EMAILS_MAX, `Informe no máximo ${PERSON_EMAILS_MAX} e-mails.`)
  .superRefine(uniqueBy((e) => e.address, peopleMessages.emailRepeated));

const phonesSchema = z
  .array(personPhoneInputSchema)
  .max(PERSON_PHONES_MAX, `Informe no máximo ${PERSON_PHONES_MAX} telefones.`)
  .superRefine(uniqueBy((p) => p.number, peopleMessages.phoneRepeated));

/** CPF or CNPJ as typed → stored form (digits, upper-case letters); empty → null. */
const documentSchema = z
  .string()
  .max(DOCUMENT_INPUT_MAX, 'Documento inválido.')
  .transform((raw, ctx) => {
    if (raw.trim() === '') return null;
    const result = normalizeDocument(raw);
    if ('value' in result) return result.value;
    ctx.addIssue({ code: 'custom', message: result.error });
    return z.NEVER;
  })
  .nullable();

const tagsSchema = z
  .array(
    z
      .string()
      .trim()
      .min(1, 'Etiqueta vazia.')
      .max(PERSON_TAG_MAX, `Etiquetas têm no máximo ${PERSON_TAG_MAX} caracteres.`),
  )
  .max(PERSON_TAGS_MAX, `Use no máximo ${PERSON_TAGS_MAX} etiquetas.`)
  .transform((tags) => [...new Set(tags)]);

const addressPart = z
  .string()
  .trim()
  .max(PERSON_ADDRESS_PART_MAX, max(PERSON_ADDRESS_PART_MAX))
  .optional();

/** A postal address; every part optional (a CEP is 8 digits, kept as typed without the hyphen). */
export const personAddressSchema = z.strictObject({
  street: addressPart,
  number: addressPart,
  complement: addressPart,
  district: addressPart,
  city: addressPart,
  state: addressPart,
  postalCode: z
    .string()
    .trim()
    .max(20, 'CEP inválido.')
    .transform((s) => s.replace(/[\s.-]/g, ''))
    .optional(),
  country: addressPart,
});
export type PersonAddress = z.infer<typeof personAddressSchema>;

/** The address as presented (no transforms: response schemas only describe). */
const personAddressOutSchema = z.object({
  street: z.string().optional(),
  number: z.string().optional(),
  complement: z.string().optional(),
  district: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  postalCode: z.string().optional(),
  country: z.string().optional(),
});

const customValue = z.union([
  z.string().max(PERSON_CUSTOM_VALUE_MAX, max(PERSON_CUSTOM_VALUE_MAX)),
  z.number().finite(),
  z.boolean(),
  z.null(),
]);

/** Free fields ("Time do coração": "Coritiba"): at most 50 keys of 60 characters. */
export const personCustomFieldsSchema = z
  .record(
    z
      .string()
      .trim()
      .min(1, 'Nome de campo vazio.')
      .max(PERSON_CUSTOM_KEY_MAX, max(PERSON_CUSTOM_KEY_MAX)),
    customValue,
  )
  .refine((r) => Object.keys(r).length <= PERSON_CUSTOM_FIELDS_MAX, {
    message: peopleMessages.customFieldsTooMany,
  });
export type PersonCustomFields = z.infer<typeof personCustomFieldsSchema>;

/** `aaaa-mm-dd`, a real day between 1900 and today's year + 1. */
const birthdaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, peopleMessages.birthdayInvalid)
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    const y = Number(s.slice(0, 4));
    return (
      !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && y >= 1900 && y <= 2200
    );
  }, peopleMessages.birthdayInvalid)
  .nullable();

const keepInTouchSchema = z
  .number('Informe um número de dias.')
  .int('Informe um número inteiro de dias.')
  .min(1, 'Informe ao menos 1 dia.')
  .max(KEEP_IN_TOUCH_DAYS_MAX, `Informe no máximo ${KEEP_IN_TOUCH_DAYS_MAX} dias.`)
  .nullable();

/** The fields a create and an edit share (an edit sends only what changes). */
const personFields = {
  kind: z.enum(personKinds, 'Tipo inválido.'),
  name: nameSchema,
  document: documentSchema,
  emails: emailsSchema,
  phones: phonesSchema,
  birthday: birthdaySchema,
  address: personAddressSchema.nullable(),
  companyId: z.uuid('Empresa inválida.').nullable(),
  role: z.string().trim().max(PERSON_ROLE_MAX, max(PERSON_ROLE_MAX)).nullable(),
  tags: tagsSchema,
  notes: z.string().max(PERSON_NOTES_MAX, max(PERSON_NOTES_MAX)),
  customFields: personCustomFieldsSchema,
  avatarMediaId: z.uuid('Imagem inválida.').nullable(),
  userId: z.uuid('Membro inválido.').nullable(),
  keepInTouchDays: keepInTouchSchema,
};

export const createPersonBodySchema = z.strictObject({
  kind: personFields.kind.default('person'),
  name: personFields.name,
  document: personFields.document.optional().default(null),
  emails: personFields.emails.default([]),
  phones: personFields.phones.default([]),
  birthday: personFields.birthday.optional().default(null),
  address: personFields.address.optional().default(null),
  companyId: personFields.companyId.optional().default(null),
  role: personFields.role.optional().default(null),
  tags: personFields.tags.default([]),
  notes: personFields.notes.default(''),
  customFields: personFields.customFields.default({}),
  avatarMediaId: personFields.avatarMediaId.optional().default(null),
  userId: personFields.userId.optional().default(null),
  keepInTouchDays: personFields.keepInTouchDays.optional().default(null),
});
export type CreatePersonBody = z.input<typeof createPersonBodySchema>;

/** Only what is sent changes; `emails`/`phones`/`tags` replace the whole list. `version`: see platform/concurrency. */
export const updatePersonBodySchema = z.strictObject({
  kind: personFields.kind.optional(),
  name: personFields.name.optional(),
  document: personFields.document.optional(),
  emails: personFields.emails.optional(),
  phones: personFields.phones.optional(),
  birthday: personFields.birthday.optional(),
  address: personFields.address.optional(),
  companyId: personFields.companyId.optional(),
  role: personFields.role.optional(),
  tags: personFields.tags.optional(),
  notes: personFields.notes.optional(),
  customFields: personFields.customFields.optional(),
  avatarMediaId: personFields.avatarMediaId.optional(),
  userId: personFields.userId.optional(),
  keepInTouchDays: personFields.keepInTouchDays.optional(),
  /** When the person was last talked to (the keep-in-touch cadence counts from it). */
  lastContactAt: z.iso.datetime({ offset: true, error: 'Data inválida.' }).nullable().optional(),
  ...expectedVersion,
});
export type UpdatePersonBody = z.input<typeof updatePersonBodySchema>;

export const personEmailSchema = z.object({ address: z.string(), label: z.string().nullable() });
export type PersonEmail = z.infer<typeof personEmailSchema>;
/** `e164` as stored; the web shows it with `formatPhoneBR` of `@orbita/contracts/phone`. */
export const personPhoneSchema = z.object({ e164: z.string(), label: z.string().nullable() });
export type PersonPhone = z.infer<typeof personPhoneSchema>;

/** A person as the API and the realtime messages present it. */
export const personSchema = z.object({
  id: z.uuid(),
  kind: z.enum(personKinds),
  name: z.string(),
  /** Stored form: CPF 11 digits, CNPJ 14 characters; shown with `formatDocument`. */
  document: z.string().nullable(),
  documentKind: z.enum(['cpf', 'cnpj']).nullable(),
  emails: z.array(personEmailSchema),
  phones: z.array(personPhoneSchema),
  birthday: z.string().nullable(),
  address: personAddressOutSchema.nullable(),
  companyId: z.uuid().nullable(),
  /** The company's name, for the list and the card (null when there is none). */
  companyName: z.string().nullable(),
  role: z.string().nullable(),
  tags: z.array(z.string()),
  notes: z.string(),
  customFields: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  avatarMediaId: z.uuid().nullable(),
  /** A fresh (signed while private) URL of the avatar's thumbnail, or null. */
  avatarUrl: z.string().nullable(),
  /** The member this person is (which makes them a player of the workspace's games). */
  userId: z.uuid().nullable(),
  keepInTouchDays: z.number().int().nullable(),
  lastContactAt: z.string().nullable(),
  version: versionSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Person = z.infer<typeof personSchema>;

export const personSortKeys = ['name', 'lastContactAt', 'createdAt'] as const;
export type PersonSortKey = (typeof personSortKeys)[number];

const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

/**
 * `?q=&kind=&tag=&companyId=&noContactDays=&player=&sort=&dir=&cursor=&limit=`: keyset pagination.
 * `q` matches the name, an e-mail, a phone (any way it is typed) or the document. `noContactDays`:
 * last contact more than N days ago, or never. `sort`: name (A→Z by default), lastContactAt
 * (oldest first by default; never contacted first), createdAt (newest first by default).
 */
export const peopleListQuerySchema = z.object({
  q: z.string().trim().max(200, 'Busca longa demais.').optional(),
  kind: z.enum(personKinds, 'Tipo inválido.').optional(),
  tag: z.string().trim().max(PERSON_TAG_MAX, 'Etiqueta inválida.').optional(),
  companyId: z.uuid('Empresa inválida.').optional(),
  noContactDays: z.coerce
    .number('Informe um número.')
    .int('Informe um número inteiro.')
    .min(0, 'Informe um número positivo.')
    .max(KEEP_IN_TOUCH_DAYS_MAX, `Informe no máximo ${KEEP_IN_TOUCH_DAYS_MAX} dias.`)
    .optional(),
  /** Only people linked to a member (players). */
  player: booleanQuery.optional(),
  sort: z.enum(personSortKeys, 'Ordenação inválida.').default('name'),
  dir: z.enum(['asc', 'desc'], 'Direção inválida.').optional(),
  cursor: z.string().max(500, 'Cursor inválido.').optional(),
  limit: z.coerce
    .number('Informe um número.')
    .int('Informe um número inteiro.')
    .min(1, 'O limite mínimo é 1.')
    .max(PEOPLE_PAGE_MAX, `O limite máximo é ${PEOPLE_PAGE_MAX}.`)
    .default(PEOPLE_PAGE_DEFAULT),
});
export type PeopleListQuery = z.input<typeof peopleListQuerySchema>;

/** One page of people; `nextCursor` is null on the last page. */
export const personPageSchema = z.object({
  items: z.array(personSchema),
  nextCursor: z.string().nullable(),
});
export type PersonPage = z.infer<typeof personPageSchema>;

/** Groups of people that look like the same one: same document, phone or e-mail. */
export const duplicateReasons = ['document', 'phone', 'email'] as const;
export type DuplicateReason = (typeof duplicateReasons)[number];
export const duplicateReasonLabels: Record<DuplicateReason, string> = {
  document: 'Mesmo documento',
  phone: 'Mesmo telefone',
  email: 'Mesmo e-mail',
};
export const DUPLICATE_GROUPS_MAX = 200;
export const duplicateGroupSchema = z.object({
  reason: z.enum(duplicateReasons),
  /** The shared value: the stored document, the E.164 number or the e-mail. */
  value: z.string(),
  people: z.array(personSchema),
});
export type DuplicateGroup = z.infer<typeof duplicateGroupSchema>;
export const duplicatesSchema = z.object({ groups: z.array(duplicateGroupSchema) });
export type Duplicates = z.infer<typeof duplicatesSchema>;

/**
 * Merge: the people of `mergeIds` become `keepId` in one transaction — their e-mails, phones,
 * tags, links (and chat contacts), member and notes move to it; then they are deleted.
 */
export const mergePeopleBodySchema = z.strictObject({
  keepId: z.uuid('Pessoa inválida.'),
  mergeIds: z
    .array(z.uuid('Pessoa inválida.'))
    .min(1, 'Escolha ao menos uma pessoa para mesclar.')
    .max(MERGE_MAX, `Mescle no máximo ${MERGE_MAX} pessoas de uma vez.`),
});
export type MergePeopleBody = z.input<typeof mergePeopleBodySchema>;

export const personLinkSchema = z.object({
  id: z.uuid(),
  personId: z.uuid(),
  kind: z.enum(personLinkKinds),
  recordId: z.uuid(),
  createdAt: z.string(),
});
export type PersonLink = z.infer<typeof personLinkSchema>;

/** A link made by hand: a task, finance entry, publication or chat contact of this workspace. */
export const createPersonLinkBodySchema = z.strictObject({
  kind: z.enum(personLinkKinds, 'Tipo de vínculo inválido.'),
  recordId: z.uuid('Registro inválido.'),
});
export type CreatePersonLinkBody = z.input<typeof createPersonLinkBodySchema>;

export const personLinksSchema = z.object({ items: z.array(personLinkSchema) });
export type PersonLinks = z.infer<typeof personLinksSchema>;

/** Timeline entries, newest first. `at` orders them; `linkId` is set on entries a link brought. */
const timelineBase = { at: z.string(), linkId: z.uuid().nullable() };
export const timelineItemSchema = z.discriminatedUnion('kind', [
  z.object({
    ...timelineBase,
    kind: z.literal('task'),
    taskId: z.uuid(),
    code: z.string().nullable(),
    title: z.string(),
    status: z.string(),
    due: z.string().nullable(),
  }),
  z.object({
    ...timelineBase,
    kind: z.literal('entry'),
    entryId: z.uuid(),
    description: z.string(),
    /** Centavos, positive; `type` says which way the money goes. */
    amountCents: z.number().int(),
    type: z.string(),
    date: z.string(),
    paid: z.boolean(),
  }),
  z.object({
    ...timelineBase,
    kind: z.literal('chat'),
    contactId: z.uuid(),
    contactName: z.string(),
    conversationId: z.uuid().nullable(),
    lastMessage: z.string().nullable(),
  }),
  z.object({
    ...timelineBase,
    kind: z.literal('publication'),
    publicationId: z.uuid(),
    title: z.string(),
    status: z.string(),
  }),
  z.object({
    ...timelineBase,
    kind: z.literal('points'),
    /** What was earned or spent ("Missão: Ler 10 livros"). */
    description: z.string(),
    amount: z.number(),
    resourceName: z.string().nullable(),
  }),
  z.object({
    ...timelineBase,
    kind: z.literal('order'),
    orderId: z.uuid(),
    number: z.number().int().nullable(),
    status: z.string(),
    /** Centavos or points, by `currency`. */
    total: z.number(),
    currency: z.string(),
  }),
]);
export type TimelineItem = z.infer<typeof timelineItemSchema>;
export const TIMELINE_MAX = 200;
export const timelineSchema = z.object({ items: z.array(timelineItemSchema) });
export type Timeline = z.infer<typeof timelineSchema>;

export * from './documents';
export * from './events';
export * from './realtime';
export * from './endpoints';
export * from './io';
export * from './keep-in-touch';
export * from './players';
