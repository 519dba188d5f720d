import { QueryClient } from '@tanstack/react-query';
import { afterEach, expect, it, vi } from 'vitest';
import { headersOf, json, mockFetch } from '../../../../platform/http/test-fetch';
import { notify } from '../../../../platform/toasts';
import { enqueueCapture, readQueue } from './capture-queue';
import { sendWaitingCaptures } from './send-waiting';
import { disk } from '../../../../test/idb-keyval-stand-in';

vi.mock('idb-keyval', () => import('../../../../test/idb-keyval-stand-in'));

const idea = (n: number) => ({
  clientId: `00000000-0000-4000-8000-00000000000${n}`,
  body: { content: `Ideia ${n}`, clientId: `00000000-0000-4000-8000-00000000000${n}` },
  workspaceId: '0b0c8f5e-2f7b-4c55-9a43-6f0f3b7f1a01',
  queuedAt: `2026-03-10T12:00:0${n}.000Z`,
});

afterEach(() => {
  disk.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it('sends the waiting ideas in order, each to the workspace it was captured in, and says so once', async () => {
  await enqueueCapture('u1', idea(1));
  await enqueueCapture('u1', idea(2));
  const fetch = mockFetch((_url, init) =>
    json(201, { id: 'x', content: JSON.parse(String(init.body)).content }),
  );
  const success = vi.spyOn(notify, 'success').mockImplementation(() => '');
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  await sendWaitingCaptures(client, 'u1');
  expect(fetch.mock.calls.map(([, init]) => JSON.parse(String(init?.body)).content)).toEqual([
    'Ideia 1',
    'Ideia 2',
  ]);
  expect(headersOf(fetch.mock.calls[0]![1]).get('X-Workspace-Id')).toBe(idea(1).workspaceId);
  expect(await readQueue('u1')).toEqual([]);
  expect(success).toHaveBeenCalledExactlyOnceWith(
    '2 ideias coletadas sem conexão foram enviadas para a caixa de entrada.',
  );
  expect(invalidate).toHaveBeenCalled();
});

it('with nothing waiting (or another person’s ideas only) it sends nothing and says nothing', async () => {
  await enqueueCapture('u2', idea(1));
  const fetch = mockFetch(() => json(201, {}));
  const success = vi.spyOn(notify, 'success').mockImplementation(() => '');
  await sendWaitingCaptures(new QueryClient(), 'u1');
  expect(fetch).not.toHaveBeenCalled();
  expect(success).not.toHaveBeenCalled();
  expect(await readQueue('u2')).toHaveLength(1);
});

it('a server still failing keeps the ideas for the next try, in order, without a success toast', async () => {
  await enqueueCapture('u1', idea(1));
  mockFetch(() => json(503, { message: 'Serviço indisponível.' }));
  const success = vi.spyOn(notify, 'success').mockImplementation(() => '');
  await sendWaitingCaptures(new QueryClient(), 'u1');
  expect(success).not.toHaveBeenCalled();
  expect((await readQueue('u1')).map((e) => e.clientId)).toEqual([idea(1).clientId]);
});
