import { mediaEndpoints, mediaErrorCodes, type MediaFile } from '@orbita/contracts/media';
import { TextSelection } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';
import { HttpError, request } from '../../../platform/http';
import { endpointPath } from '../../../platform/http/api-client';
import { notify } from '../../../platform/toasts';

/**
 * Images pasted or dropped into the body go to the media library first (the body only holds
 * library or https images, never inline bytes), then into the text where they were put.
 */
export const imageFilesOf = (files: FileList | null | undefined): File[] =>
  [...(files ?? [])].filter((f) => f.type.startsWith('image/'));

type Send = (form: FormData) => Promise<MediaFile>;

const sendToLibrary: Send = (form) =>
  request<MediaFile>('POST', endpointPath(mediaEndpoints.upload.path), form);

/** Uploads one image; the same bytes already in the library are reused (its 409 carries them). */
export async function uploadImage(file: File, send: Send = sendToLibrary): Promise<MediaFile> {
  const form = new FormData();
  form.append('file', file, file.name || 'imagem.png');
  try {
    return await send(form);
  } catch (error) {
    const existing =
      error instanceof HttpError && error.code === mediaErrorCodes.duplicate
        ? (error.body as { existing?: MediaFile } | undefined)?.existing
        : undefined;
    if (existing) return existing;
    throw error;
  }
}

/**
 * Uploads `files` and inserts each as an image at the selection. A drop first moves the
 * selection to where the files fell, so the place follows whatever is typed meanwhile (mine
 * and co-authors' edits map the selection). A failure says why in pt-BR; the text is left as is.
 */
export function insertUploaded(view: EditorView, files: File[], dropAt: number | null): void {
  const image = view.state.schema.nodes.image;
  if (!image || files.length === 0) return;
  if (dropAt !== null) {
    const $pos = view.state.doc.resolve(Math.min(dropAt, view.state.doc.content.size));
    view.dispatch(view.state.tr.setSelection(TextSelection.near($pos)));
  }
  void (async () => {
    for (const file of files) {
      try {
        const uploaded = await uploadImage(file);
        if (view.isDestroyed) return;
        const node = image.create({
          src: uploaded.urls.original,
          alt: uploaded.alt || uploaded.name,
        });
        view.dispatch(view.state.tr.replaceSelectionWith(node));
      } catch (error) {
        notify.error(
          error instanceof Error && error.message
            ? `A imagem não foi enviada: ${error.message}`
            : 'A imagem não foi enviada.',
        );
      }
    }
  })();
}
