import { mergeAttributes, Node } from '@tiptap/core';
import { attrOf, embedSrc, isEmbedValid, type EmbedProvider } from './urls';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    embed: {
      /** Inserts a YouTube or Vimeo video (ignored when the id is not well formed). */
      setEmbed: (attrs: { provider: EmbedProvider; videoId: string }) => ReturnType;
    };
  }
}

/**
 * A video of YouTube or Vimeo. The document keeps only the provider and the video id (both
 * validated); the iframe's address is made from them when rendered, so no document can
 * point an iframe anywhere else.
 */
export const Embed = Node.create({
  name: 'embed',
  group: 'block',
  atom: true,
  draggable: true,

  addAttributes() {
    return {
      provider: {
        default: null,
        parseHTML: (el) => attrOf(el, 'data-provider'),
        renderHTML: () => ({}),
      },
      videoId: {
        default: null,
        parseHTML: (el) => attrOf(el, 'data-video-id'),
        renderHTML: () => ({}),
      },
    };
  },

  parseHTML() {
    return [
      {
        tag: 'div[data-embed]',
        getAttrs: (el) =>
          isEmbedValid(attrOf(el, 'data-provider'), attrOf(el, 'data-video-id')) ? null : false,
      },
    ];
  },

  renderHTML({ node, HTMLAttributes }) {
    const { provider, videoId } = node.attrs as { provider: unknown; videoId: unknown };
    if (!isEmbedValid(provider, videoId)) return ['div', { 'data-embed': 'invalid' }];
    return [
      'div',
      mergeAttributes(HTMLAttributes, {
        'data-embed': '',
        'data-provider': provider,
        'data-video-id': videoId,
        class: 'rich-embed',
      }),
      [
        'iframe',
        {
          src: embedSrc(provider, videoId as string),
          title: provider === 'youtube' ? 'Vídeo do YouTube' : 'Vídeo do Vimeo',
          loading: 'lazy',
          allowfullscreen: 'true',
          allow: 'encrypted-media; picture-in-picture; fullscreen',
          referrerpolicy: 'strict-origin-when-cross-origin',
          sandbox: 'allow-scripts allow-same-origin allow-presentation',
        },
      ],
    ];
  },

  addCommands() {
    return {
      setEmbed:
        (attrs) =>
        ({ commands }) =>
          isEmbedValid(attrs.provider, attrs.videoId) &&
          commands.insertContent({ type: this.name, attrs }),
    };
  },
});
