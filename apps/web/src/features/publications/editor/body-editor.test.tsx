import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { BodyEditor } from './body-editor';
import { CONTENT_EXTENSIONS as content } from './content';
import { BODY_FIELD } from './extensions';
import { LinkDialog } from './link-dialog';

const me = { id: 'u1', name: 'Ana Souza', color: '#00897B' };

/** Two replicas of one room whose updates reach each other at once (a perfect network). */
function linkedDocs() {
  const a = new Y.Doc();
  const b = new Y.Doc();
  a.on(
    'update',
    (u: Uint8Array, origin: unknown) => origin !== 'rede' && Y.applyUpdate(b, u, 'rede'),
  );
  b.on(
    'update',
    (u: Uint8Array, origin: unknown) => origin !== 'rede' && Y.applyUpdate(a, u, 'rede'),
  );
  return { a, b };
}

/** A paragraph appended to the body the way another person's editor writes it. */
function appendParagraph(doc: Y.Doc, text: string) {
  const paragraph = new Y.XmlElement('paragraph');
  paragraph.insert(0, [new Y.XmlText(text)]);
  doc.getXmlFragment(BODY_FIELD).push([paragraph]);
}

describe('BodyEditor', () => {
  it('shows the room’s body and another replica’s edits live', async () => {
    const { a, b } = linkedDocs();
    appendParagraph(a, 'Primeiro parágrafo');
    render(<BodyEditor doc={a} awareness={null} me={me} readOnly={false} content={content} />);
    const body = await screen.findByRole('textbox', { name: 'Texto da publicação' });
    expect(body).toHaveTextContent('Primeiro parágrafo');
    expect(body).toHaveAttribute('contenteditable', 'true');
    act(() => appendParagraph(b, 'Escrito por outra pessoa'));
    await waitFor(() => expect(body).toHaveTextContent('Escrito por outra pessoa'));
    expect(b.getXmlFragment(BODY_FIELD).toString()).toContain('Primeiro parágrafo');
  });

  it('offers the named toolbar to who edits, and nothing to change for who only reads', async () => {
    const doc = new Y.Doc();
    const { unmount } = render(
      <BodyEditor doc={doc} awareness={null} me={me} readOnly={false} content={content} />,
    );
    const toolbar = await screen.findByRole('toolbar', { name: 'Formatação do texto' });
    for (const name of [
      'Negrito',
      'Itálico',
      'Tachado',
      'Código',
      'Link',
      'Lista',
      'Lista numerada',
      'Citação',
      'Bloco de código',
      'Tabela',
      'Imagem da biblioteca',
      'Arquivo da biblioteca',
      'Vídeo',
      'Desfazer',
      'Refazer',
    ])
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    expect(within(toolbar).getByRole('combobox', { name: 'Estilo do parágrafo' })).toBeVisible();
    // Nothing to undo yet: Yjs's undo only knows my own changes.
    expect(within(toolbar).getByRole('button', { name: 'Desfazer' })).toBeDisabled();
    unmount();

    appendParagraph(doc, 'Só para ler');
    render(<BodyEditor doc={doc} awareness={null} me={me} readOnly content={content} />);
    const body = await screen.findByRole('textbox', { name: 'Texto da publicação' });
    expect(body).toHaveTextContent('Só para ler');
    expect(body).toHaveAttribute('contenteditable', 'false');
    expect(screen.queryByRole('toolbar')).toBeNull();
  });
});

describe('LinkDialog', () => {
  it('refuses a script address in pt-BR and applies a web address normalised', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    render(<LinkDialog initial="" onApply={onApply} onRemove={null} onClose={() => {}} />);
    const field = screen.getByRole('textbox', { name: 'Endereço' });
    await user.type(field, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(screen.getByText('Use um endereço http(s):// ou mailto:.')).toBeVisible();
    expect(onApply).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, 'orbita.app/blog{Enter}');
    expect(onApply).toHaveBeenCalledWith('https://orbita.app/blog');
    expect(screen.queryByRole('button', { name: 'Remover link' })).toBeNull();
  });
});
