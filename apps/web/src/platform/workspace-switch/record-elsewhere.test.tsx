import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../http';
import { callsTo, json, mockFetch } from '../http/test-fetch';
import { clearSession, getSession, updateSession } from '../session/session-store';
import { RecordElsewhere } from './record-elsewhere';

const here = '0b8f7f0e-3c55-4b7e-9d3f-6a1d2a1e9c10';
const there = '7a2d2a63-9e64-4b6a-8e1d-3b7f8d2e2f22';
const processId = '6f1c1f52-8d53-4a59-9d0c-2a6f7c1d1e11';
const notFound = new HttpError('Processo não encontrado.', { status: 404, code: 'not_found' });

function renderBranch(error: Error, onRetry = () => {}) {
  const router = createMemoryRouter(
    [
      {
        path: '/flow/processo/:id',
        element: <RecordElsewhere kind="processo" id={processId} error={error} onRetry={onRetry} />,
      },
    ],
    { initialEntries: [`/flow/processo/${processId}`] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('RecordElsewhere: the error branch of a record page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it('offers the switch to the workspace of mine that holds it, and switches', async () => {
    updateSession({ token: 't', checkpoints: [], workspaceId: here });
    const fetch = mockFetch((url) => {
      if (url === `/api/app/conta/localizar/processo/${processId}`)
        return json(200, { workspaceId: there, workspaceName: 'Agência <b>Órbita</b>' });
      if (url === `/api/app/conta/contas/${there}/atual`) return json(200, { workspaceId: there });
      return json(404, { message: 'x' });
    });
    renderBranch(notFound);
    expect(
      await screen.findByText('Este processo está na conta Agência <b>Órbita</b>.'),
    ).toBeInTheDocument();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Trocar para Agência <b>Órbita</b>' }));
    await waitFor(() => expect(getSession()?.workspaceId).toBe(there));
    expect(callsTo(fetch, `/api/app/conta/contas/${there}/atual`)[0]![1]?.method).toBe('PUT');
  });

  it('found nowhere of mine: the not-found message and the way back to the processes', async () => {
    updateSession({ token: 't', checkpoints: [], workspaceId: here });
    mockFetch(() => json(404, { message: 'Registro não encontrado.', code: 'not_found' }));
    renderBranch(notFound);
    expect(await screen.findByText('Processo não encontrado.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar aos processos' })).toHaveAttribute(
      'href',
      '/flow/processos',
    );
    expect(screen.queryByRole('button', { name: /Trocar para/ })).not.toBeInTheDocument();
  });

  it('any other error is the ordinary one, with a retry, and asks no lookup', async () => {
    const fetch = mockFetch(() => json(200, {}));
    const retry = vi.fn();
    renderBranch(
      new HttpError('Erro inesperado ao realizar a requisição.', { status: 503 }),
      retry,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Tentar de novo' }));
    expect(retry).toHaveBeenCalledOnce();
    expect(fetch).not.toHaveBeenCalled();
  });
});
