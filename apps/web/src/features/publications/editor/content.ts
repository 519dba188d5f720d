import { richTextExtensions } from '@orbita/contracts/rich-text';

/**
 * The content schema of the body — THE shared list (contracts/rich-text), the one the server
 * renders with, so whatever is written here parses there. Built once: the editor is recreated
 * when this changes. `collaboration`: no TipTap history (Yjs's undo instead).
 */
export const CONTENT_EXTENSIONS = richTextExtensions({ collaboration: true });
