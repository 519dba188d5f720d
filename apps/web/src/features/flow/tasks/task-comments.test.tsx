import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../platform/http/test-fetch';
import { updateSession } from '../../../platform/session/session-store';
import { TaskComments } from './task-comments';

vi.mock('../../../platform/toasts', () => ({
  notify: { check: vi.fn(), error: vi.fn(), success: vi.fn(), warning: vi.fn() },
}));

const workspaceId = '0b0c8f5e-2f7b-4c55-9a43-6f0f3b7f1a01';
const taskId = '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

function setup() {
  updateSession({ token: 'jwt', checkpoints: [], workspaceId });
  const answers: ((r: Response) => void)[] = [];
  mockFetch((url, init) => {
    if (url === '/api/auth/app')
      return json(200, {
        user: {
          id: 'u-1',
          name: 'Ana',
          email: 'ana@exemplo.com',
          accountType: null,
          avatarUrl: null,
        },
        workspaces: [],
        workspaceId,
        role: 'editor',
        checkpoints: [],
        settings: { googleClientId: null, facebookAvailable: false },
      });
    if (url.startsWith(`/api/app/flow/tasks/${taskId}/comments`) && init.method === 'POST')
      return new Promise<Response>((resolve) => answers.push(resolve));
    if (url.startsWith(`/api/app/flow/tasks/${taskId}/comments`))
      return json(200, { items: [], nextCursor: null });
    return json(404, { message: 'Não encontrado.' });
  });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <TaskComments taskId={taskId} />
    </QueryClientProvider>,
  );
  return { answers, user: userEvent.setup() };
}

describe('TaskComments composer', { timeout: 30_000 }, () => {
  it('Ctrl+Enter sends and clears at once: what is typed next survives the answer; a refusal brings the text back', async () => {
    const { answers, user } = setup();
    const field = await screen.findByRole(
      'textbox',
      { name: 'Escreva um comentário' },
      { timeout: 5000 },
    );
    await user.click(field);
    await user.keyboard('Primeiro{Control>}{Enter}{/Control}');
    expect(field).toHaveValue('');
    await user.keyboard('Segundo');
    await waitFor(() => expect(answers).toHaveLength(1));
    await act(async () => answers[0]!(json(422, { message: 'Comentário inválido.' })));
    // Typing the next one: the refused text does not overwrite it.
    expect(field).toHaveValue('Segundo');
    await user.clear(field);
    await user.keyboard('Terceiro{Control>}{Enter}{/Control}');
    await waitFor(() => expect(answers).toHaveLength(2));
    await act(async () => answers[1]!(json(422, { message: 'Comentário inválido.' })));
    expect(field).toHaveValue('Terceiro');
  });
});
