export { EntryEditor, type EntryEditorProps } from './entry-editor';
