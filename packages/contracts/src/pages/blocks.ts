import { z } from 'zod';

/**
 * The blocks a public page is built of. The draft (`pages.blocks`) and the live copy
 * (`pages.live_blocks`) hold these; the server renders them to HTML (modules/pages) for the
 * public address and the builder's preview. Text blocks hold sanitized HTML (a small
 * allow-list: paragraphs, headings, lists, links, emphasis), sanitized on save and on render.
 */
export const PAGE_BLOCKS_MAX = 100;
export const PAGE_TEXT_MAX = 20_000;
export const PAGE_GALLERY_MAX = 24;

const id = z.string().min(1).max(40);
const fileId = z.uuid('Escolha um arquivo da biblioteca de mídia.');
const short = (max: number, label: string) =>
  z.string().trim().max(max, `${label}: no máximo ${max} caracteres.`);
const url = z
  .string()
  .trim()
  .max(2000, 'Endereço longo demais.')
  .refine(
    (v) => /^(https?:\/\/|mailto:|\/)/i.test(v),
    'Use um endereço http(s), mailto: ou um caminho começando com /.',
  );

export const pageBlockSchema = z.discriminatedUnion('type', [
  z.strictObject({
    id,
    type: z.literal('text'),
    html: z.string().max(PAGE_TEXT_MAX, 'Texto longo demais.'),
  }),
  z.strictObject({
    id,
    type: z.literal('image'),
    fileId,
    alt: short(300, 'Texto alternativo'),
    caption: short(300, 'Legenda').optional(),
  }),
  z.strictObject({
    id,
    type: z.literal('gallery'),
    images: z
      .array(z.strictObject({ fileId, alt: short(300, 'Texto alternativo') }))
      .max(PAGE_GALLERY_MAX, `No máximo ${PAGE_GALLERY_MAX} imagens.`),
  }),
  z.strictObject({
    id,
    type: z.literal('button'),
    label: short(100, 'Rótulo').min(1, 'Informe o rótulo do botão.'),
    url,
    style: z.enum(['primary', 'secondary']).default('primary'),
  }),
  z.strictObject({
    id,
    type: z.literal('product'),
    name: short(200, 'Nome').min(1, 'Informe o nome do produto.'),
    description: short(1000, 'Descrição').optional(),
    priceCents: z.number().int().min(0).max(1_000_000_000).nullable(),
    fileId: fileId.nullable(),
    url: url.nullable(),
  }),
  z.strictObject({
    id,
    type: z.literal('game'),
    /** The gamification's join code: the block links to `/play/{codigo}`. */
    code: short(40, 'Código').min(1, 'Escolha a gamificação.'),
    label: short(100, 'Rótulo').optional(),
  }),
  z.strictObject({
    id,
    type: z.literal('form'),
    title: short(200, 'Título'),
    /** Which fields the visitor fills; the answer lands in the workspace's inbox. */
    fields: z
      .array(z.enum(['name', 'email', 'phone', 'message']))
      .min(1)
      .max(4),
    submitLabel: short(60, 'Rótulo do botão').optional(),
  }),
]);
export type PageBlock = z.infer<typeof pageBlockSchema>;
export type PageBlockType = PageBlock['type'];

export const pageBlocksSchema = z
  .array(pageBlockSchema)
  .max(PAGE_BLOCKS_MAX, `Uma página tem no máximo ${PAGE_BLOCKS_MAX} blocos.`);
