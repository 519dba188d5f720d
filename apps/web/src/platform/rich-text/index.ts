// The editor itself (TipTap, ProseMirror) is heavy: import it lazily from
// './rich-text-editor' so a screen's chunk does not carry it.
export { validUrl } from './link-url';
