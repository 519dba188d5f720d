import type { MediaFile } from '@orbita/contracts/media';
import type { Editor } from '@tiptap/core';
import type { VideoRef } from './video-url';

/** The Embed node's name in the shared schema (contracts/rich-text). */
export const EMBED_NODE = 'embed';

export type BlockType = 'paragraph' | 'h1' | 'h2' | 'h3' | 'h4';
export const blockTypes: { value: BlockType; label: string; keys: string }[] = [
  { value: 'paragraph', label: 'Parágrafo', keys: 'Ctrl+Alt+0' },
  { value: 'h1', label: 'Título 1', keys: 'Ctrl+Alt+1' },
  { value: 'h2', label: 'Título 2', keys: 'Ctrl+Alt+2' },
  { value: 'h3', label: 'Título 3', keys: 'Ctrl+Alt+3' },
  { value: 'h4', label: 'Título 4', keys: 'Ctrl+Alt+4' },
];

export function blockTypeOf(editor: Editor): BlockType {
  for (const level of [1, 2, 3, 4] as const)
    if (editor.isActive('heading', { level })) return `h${level}`;
  return 'paragraph';
}

export function setBlockType(editor: Editor, type: BlockType): void {
  const chain = editor.chain().focus();
  if (type === 'paragraph') chain.setParagraph().run();
  else chain.setHeading({ level: Number(type.slice(1)) as 1 | 2 | 3 | 4 }).run();
}

/** The link around the cursor (its whole extent), or a new one on the selection. */
export function applyLink(editor: Editor, href: string): void {
  const { empty } = editor.state.selection;
  if (empty && !editor.isActive('link'))
    // Nothing selected: the address itself becomes the linked text.
    editor
      .chain()
      .focus()
      .insertContent({ type: 'text', text: href.replace(/^mailto:/, ''), marks: [link(href)] })
      .run();
  else editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
}

export function removeLink(editor: Editor): void {
  editor.chain().focus().extendMarkRange('link').unsetLink().run();
}

const link = (href: string) => ({ type: 'link', attrs: { href } });

/**
 * An image from the media library, by its library address (relative: the schema accepts
 * `/api/public/media/…` on any host). `fileId` is kept for a renderer that re-signs by id
 * (dropped by a schema without that attribute).
 */
export function insertImage(editor: Editor, file: MediaFile): void {
  editor
    .chain()
    .focus()
    .insertContent({
      type: 'image',
      attrs: {
        src: file.urls.original,
        alt: file.alt || file.name,
        title: file.caption || null,
        fileId: file.id,
      },
    })
    .run();
}

/**
 * A file from the media library as a link (its name) to the download. Made absolute: the link
 * mark keeps only http(s)/mailto addresses.
 */
export function insertFileLink(editor: Editor, file: MediaFile): void {
  editor
    .chain()
    .focus()
    .insertContent([
      {
        type: 'text',
        text: file.name,
        marks: [link(new URL(file.urls.download, window.location.origin).href)],
      },
      { type: 'text', text: ' ' },
    ])
    .run();
}

export const canEmbed = (editor: Editor) => !!editor.schema.nodes[EMBED_NODE];

export function insertVideo(editor: Editor, video: VideoRef): void {
  editor.chain().focus().setEmbed(video).run();
}

export function insertTable(editor: Editor): void {
  editor.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run();
}
