// @isolate-modules: the media picker slot and its dialog keep the first picker they load.
import type { Resource } from '@orbita/contracts/gamification';
import type { MediaFile } from '@orbita/contracts/media';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { provideMediaPicker, type MediaPickerProps } from '../../../platform/media-picker/slot';
import { ResourceForm } from './resource-form';

const fileId = '22222222-2222-4222-8222-222222222222';

// The library's picker stands in: it offers one image.
provideMediaPicker(async () => {
  function Picker({ open, title, kind, onPick, onClose }: MediaPickerProps) {
    if (!open) return null;
    return (
      <div role="dialog" aria-label={title}>
        <button
          type="button"
          onClick={() => {
            onPick({
              id: fileId,
              name: 'gema.png',
              kind,
              urls: { thumb: '/t.webp', original: '/o.png' },
            } as MediaFile);
            onClose();
          }}
        >
          gema.png
        </button>
      </div>
    );
  }
  return Picker;
});

const saved: Resource = {
  id: 'r-1',
  version: 3,
  workspaceId: 'w-1',
  name: 'Gema',
  description: '',
  imageUrl: `/api/public/media/${fileId}/thumb`,
  rarity: 'rare',
  usable: false,
  limited: false,
  quantityExisting: null,
  quantityGranted: 0,
  transitory: null,
  effect: null,
  useEffect: null,
  createdAt: '2026-03-01T12:00:00Z',
  updatedAt: '2026-03-01T12:00:00Z',
};

const preview = () =>
  screen.getByLabelText('Pré-visualização').querySelector('img')?.getAttribute('src');

describe('ResourceForm image from the media library', { timeout: 30_000 }, () => {
  it('picks an image in the library and sends it as imageMediaId (no address)', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<ResourceForm resource={null} readOnly={false} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Nome/ }), 'Gema');
    await userEvent.click(screen.getByRole('button', { name: 'Escolher da biblioteca' }));
    await userEvent.click(await screen.findByRole('button', { name: 'gema.png' }));
    expect(screen.getByText('Da biblioteca: gema.png')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Imagem (URL)' })).toBeNull();
    expect(preview()).toBe('/t.webp');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const body = (onSubmit.mock.calls[0] as unknown[])[0] as Record<string, unknown>;
    expect(body).toMatchObject({ name: 'Gema', imageMediaId: fileId });
    expect(body).not.toHaveProperty('imageUrl');
  });

  it('keeps a saved library image untouched (no image field sent) and removes it on request', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<ResourceForm resource={saved} readOnly={false} onSubmit={onSubmit} />);
    expect(screen.getByText('Imagem da biblioteca')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Imagem (URL)' })).toBeNull();
    expect(preview()).toBe(saved.imageUrl);
    await userEvent.type(screen.getByRole('textbox', { name: /Nome/ }), ' azul');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const kept = (onSubmit.mock.calls[0] as unknown[])[0] as Record<string, unknown>;
    expect(kept).toMatchObject({ name: 'Gema azul' });
    expect(kept).not.toHaveProperty('imageUrl');
    expect(kept).not.toHaveProperty('imageMediaId');

    // The chip's delete button ends the library image: the address field returns, empty.
    const chip = screen.getByText('Imagem da biblioteca').closest('.MuiChip-root')!;
    await userEvent.click(chip.querySelector('.MuiChip-deleteIcon')!);
    expect(screen.getByRole('textbox', { name: 'Imagem (URL)' })).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect((onSubmit.mock.calls[1] as unknown[])[0]).toMatchObject({ imageUrl: null });
  });
});
