import type { MediaFile } from '@orbita/contracts/media';
import { richTextExtensions } from '@orbita/contracts/rich-text';
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../platform/http';
import { imageFilesOf, insertUploaded, uploadImage } from './image-upload';

const sent = vi.hoisted(() => ({ forms: [] as FormData[], answer: null as unknown }));
vi.mock('../../../platform/http', async (original) => ({
  ...(await original<object>()),
  request: vi.fn((_method: string, _path: string, form: FormData) => {
    sent.forms.push(form);
    return sent.answer instanceof Error
      ? Promise.reject(sent.answer)
      : Promise.resolve(sent.answer);
  }),
}));
vi.mock('../../../platform/toasts', () => ({ notify: { error: vi.fn() } }));

const file = (id: string) =>
  ({
    id,
    name: 'praia.png',
    alt: 'Praia ao pôr do sol',
    urls: { original: `/api/public/media/${id}/original?exp=1&sig=x` },
  }) as unknown as MediaFile;
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'praia.png', { type: 'image/png' });

afterEach(() => {
  sent.forms = [];
});

describe('pasted and dropped images', () => {
  it('keeps only images among the files', () => {
    const list = [png(), new File(['x'], 'nota.txt', { type: 'text/plain' })];
    expect(imageFilesOf(list as unknown as FileList).map((f) => f.name)).toEqual(['praia.png']);
    expect(imageFilesOf(null)).toEqual([]);
  });

  it('sends the image to the library, and reuses the same bytes already there', async () => {
    const send = vi.fn().mockResolvedValueOnce(file('a'));
    expect(await uploadImage(png(), send)).toEqual(file('a'));
    expect((send.mock.calls[0]![0] as FormData).get('file')).toBeInstanceOf(File);
    const duplicate = new HttpError('Já existe: praia.png.', {
      status: 409,
      code: 'media.duplicate',
      body: { existing: file('b') },
    });
    expect(await uploadImage(png(), vi.fn().mockRejectedValue(duplicate))).toEqual(file('b'));
    const full = new HttpError('Sem espaço.', { status: 413, code: 'media.quota' });
    await expect(uploadImage(png(), vi.fn().mockRejectedValue(full))).rejects.toBe(full);
  });

  it('inserts the uploaded image where it was dropped, by its library address', async () => {
    const editor = new Editor({
      extensions: richTextExtensions(),
      content: '<p>Antes</p><p>Depois</p>',
    });
    sent.answer = file('c');
    // Position 7: the start of the second paragraph.
    insertUploaded(editor.view, [png()], 7);
    await vi.waitFor(() => expect(editor.getJSON().content).toHaveLength(3));
    expect(sent.forms).toHaveLength(1);
    expect(editor.getJSON().content!.map((n) => n.type)).toEqual([
      'paragraph',
      'image',
      'paragraph',
    ]);
    expect(editor.getJSON().content![1]!.attrs).toMatchObject({
      src: '/api/public/media/c/original?exp=1&sig=x',
      alt: 'Praia ao pôr do sol',
    });
    editor.destroy();
  });
});
