// @isolate-modules: the media picker slot and its dialog keep the first picker they load.
import type { MediaFile } from '@orbita/contracts/media';
import type { Trophy } from '@orbita/contracts/gamification';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPortal } from 'react-dom';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../platform/http/test-fetch';
import { provideMediaPicker, type MediaPickerProps } from '../../../platform/media-picker/slot';
import { renderWithRole } from './test-render';
import { TrophyDialog } from './trophy-dialog';

const fileId = '33333333-3333-4333-8333-333333333333';

// The library's picker stands in: it offers one image, in a portal like MUI's dialogs, from a
// form of its own (React bubbles its submit to the trophy's form unless the field stops it).
provideMediaPicker(async () => {
  function Picker({ open, title, kind, onPick, onClose }: MediaPickerProps) {
    if (!open) return null;
    return createPortal(
      <form role="dialog" aria-label={title} onSubmit={(e) => e.preventDefault()}>
        <button
          type="submit"
          onClick={() => {
            onPick({
              id: fileId,
              name: 'taca.png',
              kind,
              urls: { thumb: '/t.webp', original: '/o.png' },
            } as MediaFile);
            onClose();
          }}
        >
          taca.png
        </button>
      </form>,
      document.body,
    );
  }
  return Picker;
});

const saved: Trophy = {
  id: 't-1',
  gameId: 'g-1',
  name: 'Taça',
  description: '',
  imageUrl: `/api/public/media/${fileId}/thumb`,
  rule: { kind: 'level', level: 2 },
  createdAt: '2026-03-01T12:00:00Z',
  version: 1,
};

/** Records the bodies the dialog sends to the trophy routes. */
function server() {
  const sent: Record<string, unknown>[] = [];
  mockFetch((url, init) => {
    if (/\/api\/app\/gamificacao\/(games\/g-1\/)?trophies/.test(url) && init.method !== 'GET') {
      sent.push(JSON.parse(String(init.body)) as Record<string, unknown>);
      return json(init.method === 'POST' ? 201 : 200, saved);
    }
    return json(404, { message: 'Não encontrado.' });
  });
  return sent;
}

describe('TrophyDialog image from the media library', { timeout: 30_000 }, () => {
  it('picks an image in the library and sends it as imageMediaId (no address)', async () => {
    const sent = server();
    renderWithRole(
      'owner',
      <TrophyDialog gameId="g-1" trophy={null} missions={[]} onClose={() => {}} />,
    );
    fireEvent.change(screen.getByLabelText('Nome *'), { target: { value: 'Taça' } });
    await userEvent.click(screen.getByRole('button', { name: 'Escolher da biblioteca' }));
    await userEvent.click(await screen.findByRole('button', { name: 'taca.png' }));
    expect(screen.getByText('Da biblioteca: taca.png')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Imagem (URL)' })).toBeNull();
    // Picking did not submit the trophy.
    expect(sent).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: /Criar|Salvar/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ name: 'Taça', imageMediaId: fileId });
    expect(sent[0]).not.toHaveProperty('imageUrl');
  });

  it('keeps a saved library image untouched on rename (no image field sent)', async () => {
    const sent = server();
    renderWithRole(
      'owner',
      <TrophyDialog gameId="g-1" trophy={saved} missions={[]} onClose={() => {}} />,
    );
    expect(screen.getByText('Imagem da biblioteca')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Imagem (URL)' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Nome *'), { target: { value: 'Taça de ouro' } });
    await userEvent.click(screen.getByRole('button', { name: /Criar|Salvar/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ name: 'Taça de ouro' });
    expect(sent[0]).not.toHaveProperty('imageUrl');
    expect(sent[0]).not.toHaveProperty('imageMediaId');
  });

  it('removing the library image brings the address field back and sends imageUrl null', async () => {
    const sent = server();
    renderWithRole(
      'owner',
      <TrophyDialog gameId="g-1" trophy={saved} missions={[]} onClose={() => {}} />,
    );
    const chip = screen.getByText('Imagem da biblioteca').closest('.MuiChip-root')!;
    await userEvent.click(chip.querySelector('.MuiChip-deleteIcon')!);
    expect(screen.getByRole('textbox', { name: 'Imagem (URL)' })).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: /Criar|Salvar/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ imageUrl: null });
    expect(sent[0]).not.toHaveProperty('imageMediaId');
  });
});
