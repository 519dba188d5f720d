import { defineEndpoint, schemaType } from '@orbita/contracts';
import { authEndpoints } from '@orbita/contracts/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { callApi } from './api-client';
import { HttpError } from './http-error';
import { empty, headersOf, json, mockFetch } from './test-fetch';

type ItemSchema = z.ZodObject<{ id: z.ZodString }>;
type QuerySchema = z.ZodObject<{
  q: z.ZodOptional<z.ZodString>;
  limit: z.ZodOptional<z.ZodNumber>;
  urgent: z.ZodOptional<z.ZodBoolean>;
}>;
type BodySchema = z.ZodObject<{ text: z.ZodString }>;

const checklistItem = defineEndpoint({
  method: 'PATCH',
  path: '/api/app/flow/tasks/{id}/checklist/{itemId}',
  query: schemaType<QuerySchema>(),
  body: schemaType<BodySchema>(),
  response: schemaType<ItemSchema>(),
});

describe('callApi', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('puts each path param, URI-encoded, in its place under /api/', async () => {
    const fetch = mockFetch(() => json(200, { id: 'i' }));
    await callApi(checklistItem, {
      params: { id: 'a/b c', itemId: 'ç?#' },
      body: { text: 'x' },
    });
    expect(fetch.mock.calls[0]![0]).toBe('/api/app/flow/tasks/a%2Fb%20c/checklist/%C3%A7%3F%23');
  });

  it('sends the query without its undefined values, and no "?" when nothing is left', async () => {
    const fetch = mockFetch(() => json(200, { id: 'i' }));
    const params = { id: 't', itemId: 'i' };
    await callApi(checklistItem, {
      params,
      query: { q: 'casa e lazer', limit: 10, urgent: false },
      body: { text: 'x' },
    });
    await callApi(checklistItem, { params, query: { q: undefined }, body: { text: 'x' } });
    expect(fetch.mock.calls[0]![0]).toBe(
      '/api/app/flow/tasks/t/checklist/i?q=casa+e+lazer&limit=10&urgent=false',
    );
    expect(fetch.mock.calls[1]![0]).toBe('/api/app/flow/tasks/t/checklist/i');
  });

  it("sends the endpoint's method and the JSON body, and answers the parsed response", async () => {
    const fetch = mockFetch(() => json(200, { id: 'i-1' }));
    const answer = await callApi(checklistItem, {
      params: { id: 't', itemId: 'i' },
      body: { text: 'Comprar pão' },
    });
    expect(answer).toEqual({ id: 'i-1' });
    const init = fetch.mock.calls[0]![1];
    expect(init?.method).toBe('PATCH');
    expect(init?.body).toBe('{"text":"Comprar pão"}');
    expect(headersOf(init).get('Content-Type')).toBe('application/json');
  });

  it('calls a contract endpoint without body, passing the signal, and reads a 204 as undefined', async () => {
    const fetch = mockFetch(() => empty(204));
    const controller = new AbortController();
    await expect(
      callApi(authEndpoints.removeCheckpoint, {
        params: { id: 'boas-vindas' },
        signal: controller.signal,
      }),
    ).resolves.toBeUndefined();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/app/me/checkpoints/boas-vindas');
    expect(init?.method).toBe('DELETE');
    expect(init?.body).toBeUndefined();
    expect(init?.signal).toBe(controller.signal);
  });

  it("rejects with the request helper's HttpError", async () => {
    mockFetch(() => json(404, { message: 'Tarefa não encontrada.', code: 'not_found' }));
    const call = callApi(checklistItem, { params: { id: 't', itemId: 'i' }, body: { text: 'x' } });
    await expect(call).rejects.toBeInstanceOf(HttpError);
    await expect(call).rejects.toThrow('Tarefa não encontrada.');
  });

  it('refuses to call a path whose param is missing', async () => {
    const fetch = mockFetch(() => json(200, {}));
    const params = { id: 't' } as { id: string; itemId: string };
    await expect(callApi(checklistItem, { params, body: { text: 'x' } })).rejects.toThrow(
      'path parameter "itemId" is missing',
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});
