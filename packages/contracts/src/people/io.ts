import { z } from 'zod';
import { defineEndpoint, schemaType } from '../platform/endpoints';
import type { DomainEventBase } from '../platform/events';
import type { PersonKind, PersonSortKey } from './index';

/**
 * People in and out of files: import a CSV or vCard (preview first, then commit; rows matched
 * to existing people by CPF/CNPJ, phone or e-mail), export CSV (Excel pt-BR) or vCard 4.0,
 * all people or the list's filters. API: `/api/app/pessoa/pessoas-importar`, `/pessoas-exportar`.
 */

export const PEOPLE_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const PEOPLE_IMPORT_MAX_ROWS = 50_000;
/** How many rows the preview lists (the counts cover the whole file). */
export const PEOPLE_IMPORT_PREVIEW_ROWS = 200;
/** How many refused lines are listed (the count covers them all). */
export const PEOPLE_IMPORT_ERRORS_MAX = 500;

export const peopleIoMessages = {
  tooLarge: `Arquivo grande demais: envie até 5 MB ou ${PEOPLE_IMPORT_MAX_ROWS.toLocaleString('pt-BR')} pessoas.`,
  empty: 'O arquivo está vazio.',
  noHeader:
    'Não encontramos o cabeçalho: a primeira linha deve nomear as colunas, como Nome; CPF/CNPJ; Telefone; E-mail.',
  noCards: 'Nenhuma pessoa encontrada: o arquivo não é um vCard (.vcf).',
  unreadableCard: (line: number) => `Pessoa da linha ${line} não pôde ser lida: formato inválido.`,
  noName: 'Linha sem nome, documento, telefone nem e-mail: ignorada.',
  changed:
    'As pessoas mudaram desde a prévia (outra importação ou edição): confira a nova prévia e importe de novo.',
} as const;

export const peopleFileFormats = ['csv', 'vcard'] as const;
export type PeopleFileFormat = (typeof peopleFileFormats)[number];

/** What happens to a row that matches someone already in the workspace. */
export const importDuplicateModes = ['update', 'skip'] as const;
export type ImportDuplicateMode = (typeof importDuplicateModes)[number];

/**
 * `mode: 'preview'` reads the file and says what would happen, writing nothing; `commit` does it
 * in one transaction. `onDuplicate`: a row matching an existing person (same CPF/CNPJ, phone or
 * e-mail) updates it (fills what is empty, adds e-mails, phones and tags) or is skipped.
 * `expect`: the preview's `fingerprint`; when the people changed since, the commit answers 409.
 */
export const importPeopleBodySchema = z.strictObject({
  format: z.enum(peopleFileFormats, 'Formato inválido: CSV ou vCard.'),
  text: z
    .string('Envie o conteúdo do arquivo.')
    .max(PEOPLE_IMPORT_MAX_BYTES, peopleIoMessages.tooLarge),
  mode: z.enum(['preview', 'commit'], 'Modo inválido: prévia ou importar.').default('preview'),
  onDuplicate: z.enum(importDuplicateModes, 'Escolha atualizar ou ignorar.').default('update'),
  expect: z.string().max(100, 'Prévia inválida.').optional(),
});
export type ImportPeopleBody = z.input<typeof importPeopleBodySchema>;

export const importRowActions = ['create', 'update', 'skip'] as const;
export type ImportRowAction = (typeof importRowActions)[number];
export const importRowActionLabels: Record<ImportRowAction, string> = {
  create: 'Nova',
  update: 'Atualizar',
  skip: 'Ignorar',
};
export const importMatchLabels = {
  document: 'mesmo documento',
  phone: 'mesmo telefone',
  email: 'mesmo e-mail',
  file: 'repetida no arquivo',
} as const;
export type ImportMatch = keyof typeof importMatchLabels;

export const importPreviewRowSchema = z.object({
  /** The file line where the row (or card) starts. */
  line: z.number().int(),
  name: z.string(),
  action: z.enum(importRowActions),
  /** The person it updates or duplicates, and why. */
  personId: z.uuid().nullable(),
  personName: z.string().nullable(),
  match: z.enum(['document', 'phone', 'email', 'file']).nullable(),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

export const importPeopleResultSchema = z.object({
  mode: z.enum(['preview', 'commit']),
  /** Rows read (refused lines excluded). */
  total: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  /** The first rows and what happens to them. */
  rows: z.array(importPreviewRowSchema),
  errors: z.array(z.object({ line: z.number().int(), message: z.string() })),
  errorCount: z.number().int(),
  /** Of the workspace's people when previewed: send it back as `expect` to commit. */
  fingerprint: z.string(),
});
export type ImportPeopleResult = z.infer<typeof importPeopleResultSchema>;

// Literal lists here, checked against the index's types: importing its values would be an
// import cycle (the index re-exports this file).
const kinds = ['person', 'company'] as const satisfies readonly PersonKind[];
const sorts = ['name', 'lastContactAt', 'createdAt'] as const satisfies readonly PersonSortKey[];

/**
 * `?format=csv|vcard` and the list's filters (`q`, `kind`, `tag`, `companyId`, `noContactDays`,
 * `player`, `sort`): what the list shows, as a file; without filters, everyone.
 */
export const exportPeopleQuerySchema = z.object({
  format: z.enum(peopleFileFormats, 'Formato inválido: CSV ou vCard.').default('csv'),
  q: z.string().trim().max(200, 'Busca longa demais.').optional(),
  kind: z.enum(kinds, 'Tipo inválido.').optional(),
  tag: z.string().trim().max(40, 'Etiqueta inválida.').optional(),
  companyId: z.uuid('Empresa inválida.').optional(),
  noContactDays: z.coerce
    .number('Informe um número.')
    .int('Informe um número inteiro.')
    .min(0, 'Informe um número positivo.')
    .max(3650, 'Informe no máximo 3650 dias.')
    .optional(),
  player: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  sort: z.enum(sorts, 'Ordenação inválida.').default('name'),
});
export type ExportPeopleQuery = z.input<typeof exportPeopleQuerySchema>;

/** Import (preview or commit) and export of people. */
export const peopleIoEndpoints = {
  importPeople: defineEndpoint({
    method: 'POST',
    path: '/api/app/pessoa/pessoas-importar',
    body: schemaType<typeof importPeopleBodySchema>(),
    response: schemaType<typeof importPeopleResultSchema>(),
  }),
  exportPeople: defineEndpoint({
    method: 'GET',
    path: '/api/app/pessoa/pessoas-exportar',
    query: schemaType<typeof exportPeopleQuerySchema>(),
    response: schemaType<z.ZodString>(),
  }),
};

/** Domain events of imports: one per committed import (not one per person it wrote). */
export interface PeopleIoEvents {
  'people.import.committed': DomainEventBase & { created: number; updated: number };
}

declare module '../platform/events' {
  interface DomainEvents extends PeopleIoEvents {}
}
