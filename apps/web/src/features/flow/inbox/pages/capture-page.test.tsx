import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineBanner, OFFLINE_BANNER_TEXT } from '../../../../platform/pwa';
import { json } from '../../../../platform/http/test-fetch';
import { calls, renderScreen } from '../../../../test/render-screen';
import { CapturePage, SHARED_NOTE } from './capture-page';
import { disk } from '../../../../test/idb-keyval-stand-in';

// The device's IndexedDB, as a Map.
vi.mock('idb-keyval', () => import('../../../../test/idb-keyval-stand-in'));

const onLine = (value: boolean) => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value });
  act(() => void window.dispatchEvent(new Event(value ? 'online' : 'offline')));
};

let number = 0;
const created = (body: { content: string }) => {
  number += 1;
  return json(201, {
    id: `3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c${String(number).padStart(2, '0')}`,
    code: `IN-000${number}`,
    content: body.content,
    stage: 'collected',
    dueAt: null,
    priority: null,
    size: null,
    tags: [],
    someday: false,
    urgent: false,
  });
};

afterEach(() => {
  onLine(true);
  disk.clear();
  number = 0;
});

function setup(path = '/flow/coleta-ideias') {
  return renderScreen(
    'editor',
    (url, init) => {
      if (url === '/api/app/flow/items' && init.method === 'POST')
        return created(JSON.parse(String(init.body)) as { content: string });
      return json(404, { message: 'Não encontrado.' });
    },
    <>
      <OfflineBanner />
      <CapturePage />
    </>,
    { path, route: '/flow/coleta-ideias' },
  );
}

describe('capture page offline (PWA)', () => {
  it('keeps ideas captured offline as waiting, then sends them in order when online', async () => {
    const user = userEvent.setup();
    onLine(false);
    const { fetch } = setup();
    expect(screen.getByText(OFFLINE_BANNER_TEXT)).toBeInTheDocument();
    const field = screen.getByLabelText('O que está na sua cabeça?');
    for (const idea of ['Primeira', 'Segunda', 'Terceira']) {
      await user.type(field, `${idea}{Enter}`);
    }
    expect(await screen.findByText('Aguardando conexão (3)')).toBeInTheDocument();
    const waiting = screen.getByRole('list', { name: 'Ideias aguardando conexão' });
    expect([...waiting.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Primeira',
      'Segunda',
      'Terceira',
    ]);
    expect(calls(fetch, 'POST', '/api/app/flow/items')).toHaveLength(0);

    onLine(true);
    await waitFor(() => expect(screen.queryByText(/Aguardando conexão/)).not.toBeInTheDocument());
    expect(screen.queryByText(OFFLINE_BANNER_TEXT)).not.toBeInTheDocument();
    const sent = calls(fetch, 'POST', '/api/app/flow/items').map(
      (c) => c.body as { content: string; clientId: string },
    );
    expect(sent.map((b) => b.content)).toEqual(['Primeira', 'Segunda', 'Terceira']);
    expect(new Set(sent.map((b) => b.clientId)).size).toBe(3);
    expect(await screen.findByText('IN-0003')).toBeInTheDocument();
  });

  it('puts a shared text and link in the field for the person to confirm', async () => {
    setup('/flow/coleta-ideias?title=Artigo&text=Leia+isto&url=https%3A%2F%2Fexemplo.com.br');
    expect(screen.getByLabelText('O que está na sua cabeça?')).toHaveValue(
      'Artigo Leia isto https://exemplo.com.br',
    );
    expect(screen.getByText(SHARED_NOTE)).toBeInTheDocument();
    // The address is cleaned: a reload does not offer it again.
    await waitFor(() =>
      expect(screen.getByLabelText('Endereço')).toHaveTextContent(/^\/flow\/coleta-ideias$/),
    );
  });
});
