import type { PageBlock, PageBlockType } from '@orbita/contracts/pages';
import { validUrl } from '../../../platform/rich-text';

/** The add-block menu, in the order the builder offers it, with the pt-BR names. */
export const blockKinds: { type: PageBlockType; label: string }[] = [
  { type: 'text', label: 'Texto' },
  { type: 'image', label: 'Imagem' },
  { type: 'gallery', label: 'Galeria' },
  { type: 'button', label: 'Botão/link' },
  { type: 'product', label: 'Produto' },
  { type: 'game', label: 'Entrar no jogo' },
  { type: 'form', label: 'Formulário de contato' },
];

export const blockLabel = (type: PageBlockType): string =>
  blockKinds.find((k) => k.type === type)?.label ?? type;

/** The contact form's fields, as the visitor will read them. */
export const formFieldLabels = {
  name: 'Nome',
  email: 'E-mail',
  phone: 'Telefone',
  message: 'Mensagem',
} as const;

/** Short and unique enough inside one page (the schema allows up to 40 characters). */
export function newBlockId(): string {
  return `b${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * A new block of `type` as the builder first shows it. Image blocks have no file yet: the
 * schema needs one, so the draft keeps them out of the save until a file is chosen
 * (see `savableBlocks`).
 */
export function newBlock(type: PageBlockType, id = newBlockId()): PageBlock {
  switch (type) {
    case 'text':
      return { id, type, html: '' };
    case 'image':
      return { id, type, fileId: '', alt: '' };
    case 'gallery':
      return { id, type, images: [] };
    case 'button':
      return { id, type, label: 'Saiba mais', url: '/', style: 'primary' };
    case 'product':
      return { id, type, name: 'Novo produto', priceCents: null, fileId: null, url: null };
    case 'game':
      return { id, type, code: '', label: 'Entrar no jogo' };
    case 'form':
      return {
        id,
        type,
        title: 'Fale com a gente',
        fields: ['name', 'email', 'message'],
        submitLabel: 'Enviar',
      };
  }
}

/**
 * What a block still needs before it can be saved (pt-BR), or null when it is complete.
 * The builder marks the card and leaves the block out of the save meanwhile, so one
 * unfinished block never blocks saving the rest of the page.
 */
export function missingOf(block: PageBlock): string | null {
  switch (block.type) {
    case 'image':
      if (!block.fileId) return 'Escolha uma imagem da biblioteca.';
      return block.alt.trim() ? null : 'Descreva a imagem (texto alternativo).';
    case 'gallery':
      return block.images.some((i) => !i.alt.trim())
        ? 'Descreva cada imagem (texto alternativo).'
        : null;
    case 'button':
      if (!block.label.trim()) return 'Informe o rótulo do botão.';
      return validUrl(block.url) ? null : 'Use um endereço http(s), mailto: ou um caminho com /.';
    case 'product':
      if (!block.name.trim()) return 'Informe o nome do produto.';
      return block.url === null || validUrl(block.url)
        ? null
        : 'Use um endereço http(s), mailto: ou um caminho com /.';
    case 'game':
      return block.code ? null : 'Escolha a gamificação.';
    case 'form':
      return block.fields.length ? null : 'Escolha ao menos um campo.';
    case 'text':
      return null;
  }
}

export { validUrl };

/** The blocks the server accepts now: the complete ones, in order. */
export function savableBlocks(blocks: PageBlock[]): PageBlock[] {
  return blocks.filter((b) => missingOf(b) === null);
}
