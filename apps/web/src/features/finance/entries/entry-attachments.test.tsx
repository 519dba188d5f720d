// @isolate-modules: the media picker slot keeps the first picker it loads.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../platform/http/test-fetch';
import { provideMediaPicker, type MediaPickerProps } from '../../../platform/media-picker/slot';
import { AttachmentMarker, EntryAttachments, usePendingAttachments } from './entry-attachments';

vi.mock('../../../platform/toasts', () => ({ notify: { check: vi.fn(), error: vi.fn() } }));

const ENTRY = '11111111-1111-4111-8111-111111111111';
const base = `/api/app/riqueza/entries/${ENTRY}/attachments`;
const receipt = {
  id: 'a1',
  entryId: ENTRY,
  fileId: 'f1',
  name: 'nota-fiscal.pdf',
  mimeType: 'application/pdf',
  size: 2048,
  createdBy: null,
  createdAt: '2025-03-10T12:00:00Z',
};

function setup() {
  let items = [receipt];
  const fetch = mockFetch((url, init) => {
    if (url === base && init.method === 'POST') {
      items = [...items, { ...receipt, id: 'a2', fileId: 'f2', name: 'recibo.png', size: 10 }];
      return json(201, items.at(-1));
    }
    if (url === `${base}/a1` && init.method === 'DELETE') {
      items = items.filter((a) => a.id !== 'a1');
      return json(200, { id: 'a1', deleted: true });
    }
    if (url === base) return json(200, { items });
    return json(404, { message: 'Não encontrado.' });
  });
  provideMediaPicker(
    async () =>
      function FakePicker({ open, title, onPick }: MediaPickerProps) {
        if (!open) return null;
        return (
          <div role="dialog" aria-label={title}>
            <button onClick={() => onPick({ id: 'f2' } as never)}>recibo.png</button>
          </div>
        );
      },
  );
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <EntryAttachments entryId={ENTRY} />
    </QueryClientProvider>,
  );
  return fetch;
}

describe('EntryAttachments', () => {
  it('lists the receipts, attaches one picked in the library and removes one', async () => {
    const user = userEvent.setup();
    const fetch = setup();
    const list = await screen.findByRole('list', { name: 'Comprovantes' });
    expect(list).toHaveTextContent('nota-fiscal.pdf');
    expect(list).toHaveTextContent('2 KB');

    await user.click(screen.getByRole('button', { name: 'Anexar comprovante' }));
    const picker = await screen.findByRole('dialog', { name: 'Anexar comprovante' });
    await user.click(within(picker).getByRole('button', { name: 'recibo.png' }));
    await waitFor(() => expect(list).toHaveTextContent('recibo.png'));
    const posted = fetch.mock.calls.find(([u, i]) => u === base && i?.method === 'POST')!;
    expect(JSON.parse(String(posted[1]!.body))).toEqual({ fileId: 'f2' });

    await user.click(screen.getByRole('button', { name: 'Remover comprovante nota-fiscal.pdf' }));
    await waitFor(() => expect(list).not.toHaveTextContent('nota-fiscal.pdf'));
  });

  it('says so when the entry has none, and the row marker counts them', async () => {
    mockFetch(() => json(200, { items: [] }));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <EntryAttachments entryId={ENTRY} readOnly />
        <AttachmentMarker count={2} />
        <AttachmentMarker count={0} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText(/Nenhum comprovante/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Anexar comprovante' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /comprovante/ }).map((e) => e.textContent)).toEqual([
      '2 comprovantes',
    ]);
  });
  it('keeps receipts picked for a new entry and attaches them to its first entry once saved', async () => {
    const user = userEvent.setup();
    const fetch = setup();
    function NewEntry() {
      const pending = usePendingAttachments();
      return (
        <>
          {pending.field}
          <button onClick={() => void pending.attachTo({ items: [{ id: ENTRY }] })}>Salvar</button>
        </>
      );
    }
    render(<NewEntry />);
    const section = screen.getAllByRole('region', { name: 'Comprovantes' }).at(-1)!;
    await user.click(within(section).getByRole('button', { name: 'Anexar comprovante' }));
    const picker = await screen.findByRole('dialog', { name: 'Anexar comprovante' });
    await user.click(within(picker).getByRole('button', { name: 'recibo.png' }));
    expect(within(section).getByRole('list', { name: 'Comprovantes' })).toHaveTextContent(
      'anexado ao salvar',
    );
    expect(fetch.mock.calls.some(([, i]) => i?.method === 'POST')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(
        fetch.mock.calls
          .filter(([u, i]) => u === base && i?.method === 'POST')
          .map(([, i]) => JSON.parse(String(i!.body))),
      ).toEqual([{ fileId: 'f2' }]),
    );
  });
});
