import { fallbackExtensions } from './extensions';

/**
 * The content schema of the body, built once (the editor is recreated when this changes).
 * TODO(H1's contracts/rich-text): switch to `richTextExtensions()` when it lands.
 */
export const CONTENT_EXTENSIONS = fallbackExtensions();
