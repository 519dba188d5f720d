import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadEntriesCsv, exportFileName } from './download-csv';

describe('entries CSV download', () => {
  const created: Blob[] = [];
  let clicked: HTMLAnchorElement[] = [];

  beforeEach(() => {
    created.length = 0;
    clicked = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:csv';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('names the file after the day', () => {
    expect(exportFileName('2026-03-15')).toBe('lancamentos-2026-03-15.csv');
  });

  it('fetches with the filters and saves a BOM-prefixed CSV under the day name', async () => {
    const fetchMock = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) =>
        new Response('Data;Descrição\n01/03/2026;Pão', {
          status: 200,
          headers: { 'Content-Type': 'text/csv; charset=utf-8' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const name = await downloadEntriesCsv(
      { type: 'expense', boxId: 'b1', q: undefined, from: '', tag: 'casa e lazer' },
      '2026-03-15',
    );
    expect(name).toBe('lancamentos-2026-03-15.csv');
    // Only the filters that are set: undefined and '' ("any") are left out.
    expect(String(fetchMock.mock.calls[0]![0])).toBe(
      '/api/app/riqueza/entries/export.csv?type=expense&boxId=b1&tag=casa+e+lazer',
    );
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('lancamentos-2026-03-15.csv');
    const saved = new Uint8Array(await created[0]!.arrayBuffer());
    expect(Array.from(saved.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(saved)).toBe('Data;Descrição\n01/03/2026;Pão');
    vi.unstubAllGlobals();
  });

  it('rejects with the server message and saves nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ message: 'Caixa não encontrada.', code: 'not_found' }, { status: 404 }),
      ),
    );
    await expect(downloadEntriesCsv({ boxId: 'x' }, '2026-03-15')).rejects.toThrow(
      'Caixa não encontrada.',
    );
    expect(clicked).toHaveLength(0);
    vi.unstubAllGlobals();
  });
});
