export { EntryEditor, type EntryEditorProps } from './entry-editor';
export { EntryPreview } from './entry-preview';
export { LiveEntryBody, type LiveEntryBodyProps } from './live-entry-body';
