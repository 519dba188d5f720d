export { PublicationBodyEditor, type PublicationBodyEditorProps } from './publication-body-editor';
export { publicationRoom } from './use-publication-doc';
