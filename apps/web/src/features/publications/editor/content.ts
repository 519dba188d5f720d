import { richTextExtensions } from '@orbita/contracts/rich-text';
import { withMediaImageView } from './media-image';

/**
 * The content schema of the body — THE shared list (contracts/rich-text), the one the server
 * renders with, so whatever is written here parses there. Built once: the editor is recreated
 * when this changes. `collaboration`: no TipTap history (Yjs's undo instead). The image node
 * only gets a view (fresh signed urls for library files); its schema stays the shared one.
 */
export const CONTENT_EXTENSIONS = withMediaImageView(richTextExtensions({ collaboration: true }));
