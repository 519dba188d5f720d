import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { MapActions } from './map-actions';
import type { EditorApi } from './map-editor';

function api(over: Partial<EditorApi> = {}): EditorApi {
  return {
    doc: new Y.Doc(),
    origin: {},
    focusNode: undefined,
    selection: ['a', 'b'],
    geometry: {} as EditorApi['geometry'],
    viewport: {} as EditorApi['viewport'],
    readOnly: false,
    present: vi.fn(),
    ...over,
  };
}

function setup(over: Partial<EditorApi> = {}) {
  const handlers = { onDetails: vi.fn(), onConvert: vi.fn(), onHistory: vi.fn() };
  const editor = api(over);
  render(<MapActions api={editor} mapId="m1" title="Plano" {...handlers} />);
  return { ...handlers, editor, user: userEvent.setup() };
}

/** A phone (≤ sm): MUI's down('sm') asks for max-width. */
function phone() {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('MapActions', () => {
  it('converts the selection without the root (the server refuses it)', async () => {
    const { onConvert, user } = setup({ selection: ['root', 'a'] });
    await user.click(screen.getByRole('button', { name: 'Converter em tarefas' }));
    expect(onConvert).toHaveBeenCalledWith(['a']);
  });

  it('has nothing to convert when only the central idea is chosen', () => {
    setup({ selection: ['root'] });
    expect(screen.getByRole('button', { name: 'Converter em tarefas' })).toBeDisabled();
  });

  it('is off for an Observador', () => {
    setup({ readOnly: true });
    expect(screen.getByRole('button', { name: 'Converter em tarefas' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Detalhes' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Histórico' })).toBeEnabled();
  });

  it('folds all but Exportar into "Mais" on a phone', async () => {
    phone();
    const { onDetails, editor, user } = setup();
    expect(screen.queryByRole('button', { name: 'Detalhes' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Mais' }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Detalhes', 'Converter em tarefas', 'Histórico', 'Apresentar']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Apresentar' }));
    expect(editor.present).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Mais' }));
    await user.click(screen.getByRole('menuitem', { name: 'Detalhes' }));
    expect(onDetails).toHaveBeenCalled();
  });
});
