import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addChild,
  initMap,
  readTree,
  updateNode,
  type TreeNode,
} from '@orbita/contracts/mind-map-doc';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { NodePanel } from './node-panel';

const ORIGIN = { editor: 'teste' };

function find(root: TreeNode, id: string): TreeNode | null {
  if (root.id === id) return root;
  for (const c of root.children) {
    const hit = find(c, id);
    if (hit) return hit;
  }
  return null;
}

/** The panel as the editor mounts it: the node read from the document after every change. */
function Harness({ doc, id, readOnly = false }: { doc: Y.Doc; id: string; readOnly?: boolean }) {
  const [node, setNode] = useState(() => find(readTree(doc), id));
  useEffect(() => {
    const refresh = () => setNode(find(readTree(doc), id));
    doc.on('update', refresh);
    return () => doc.off('update', refresh);
  }, [doc, id]);
  return <NodePanel doc={doc} origin={ORIGIN} node={node} readOnly={readOnly} onClose={() => {}} />;
}

function setup(readOnly = false) {
  const doc = new Y.Doc();
  initMap(doc, 'Centro');
  const id = addChild(doc, 'root', 'Ideia');
  const origins: unknown[] = [];
  doc.on('afterTransaction', (tr: Y.Transaction) => origins.push(tr.origin));
  render(<Harness doc={doc} id={id} readOnly={readOnly} />);
  const node = () => find(readTree(doc), id)!;
  return { doc, id, node, origins, user: userEvent.setup({ delay: null }) };
}

describe('NodePanel', () => {
  it('writes text, colour, icon, note and folding into the document, each with the editor origin', () => {
    const { node, origins } = setup();
    // fireEvent and label queries: userEvent and role queries over ~25 swatches cost seconds
    // each on a loaded machine; the roles are asserted once below.
    const text = screen.getByRole('textbox', { name: 'Texto' });
    fireEvent.focus(text);
    fireEvent.change(text, { target: { value: 'Plano de ação' } });
    expect(node().text).toBe('Ideia'); // not per keystroke
    fireEvent.keyDown(text, { key: 'Enter' });
    expect(node().text).toBe('Plano de ação');

    fireEvent.click(screen.getByLabelText('Vermelho'));
    expect(node().color).toBe('#B91C1C');
    fireEvent.click(screen.getByLabelText('Ideia'));
    expect(node().icon).toBe('💡');
    expect(screen.getByRole('radiogroup', { name: 'Ícone' })).toContainElement(
      screen.getByLabelText('Ideia'),
    );
    expect(screen.getByLabelText('Ideia')).toHaveAttribute('aria-checked', 'true');

    const note = screen.getByRole('textbox', { name: 'Nota' });
    fireEvent.focus(note);
    fireEvent.change(note, { target: { value: 'linha 1\nlinha 2' } });
    fireEvent.keyDown(note, { key: 'Enter' }); // a new line, not the end of the note
    expect(node().note).toBe('');
    fireEvent.blur(note);
    expect(node().note).toBe('linha 1\nlinha 2');

    fireEvent.click(screen.getByRole('switch', { name: 'Ramo recolhido' }));
    expect(node().collapsed).toBe(true);

    fireEvent.click(screen.getByLabelText('Cor do ramo'));
    expect(node().color).toBeNull();
    expect(origins.length).toBeGreaterThanOrEqual(6);
    expect(origins.every((o) => o === ORIGIN)).toBe(true);
  });

  it('refuses a javascript: link in pt-BR and opens a good one safely', async () => {
    const { node, user } = setup();
    const field = screen.getByRole('textbox', { name: 'Link' });
    await user.click(field);
    await user.paste('javascript:alert(1)');
    await user.keyboard('{Enter}');
    expect(screen.getByText('Link inválido: use um endereço http(s) ou mailto.')).toBeVisible();
    expect(node().link).toBeNull();

    await user.clear(field);
    await user.paste('www.exemplo.com.br/a');
    await user.keyboard('{Enter}');
    expect(node().link).toBe('https://www.exemplo.com.br/a');
    expect(field).toHaveValue('https://www.exemplo.com.br/a');
    const link = screen.getByRole('link', { name: /exemplo\.com\.br/ });
    expect(link).toHaveAttribute('href', 'https://www.exemplo.com.br/a');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    await user.clear(field);
    await user.keyboard('{Enter}');
    expect(node().link).toBeNull();
  });

  it('follows a remote edit of a field that is not being typed in', async () => {
    const { doc, id } = setup();
    updateNode(doc, id, { text: 'Mudado por outra pessoa', note: 'nota remota' });
    expect(await screen.findByDisplayValue('Mudado por outra pessoa')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Nota' })).toHaveValue('nota remota');
  });

  it('is read-only for an Observador, with note and link shown inert', () => {
    const doc = new Y.Doc();
    initMap(doc, 'Centro');
    const id = addChild(doc, 'root', '<b>negrito</b>');
    updateNode(doc, id, {
      note: '<img src=x onerror="window.hacked=1">',
      link: 'https://exemplo.com/?q=<script>',
    });
    const { container } = render(<Harness doc={doc} id={id} readOnly />);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByText('<b>negrito</b>')).toBeVisible();
    expect(screen.getByText('<img src=x onerror="window.hacked=1">')).toBeVisible();
    expect(container.querySelector('img, b, script')).toBeNull();
    expect(screen.getByRole('link')).toHaveAttribute('rel', 'noopener noreferrer');
    const red = screen.getByLabelText('Vermelho');
    fireEvent.click(red);
    expect(red).toHaveAttribute('aria-checked', 'false');
    expect(find(readTree(doc), id)!.color).toBeNull();
  });

  it('says so when the node was deleted meanwhile, and Esc closes', () => {
    const onClose = vi.fn();
    const doc = new Y.Doc();
    render(<NodePanel doc={doc} origin={ORIGIN} node={null} readOnly={false} onClose={onClose} />);
    expect(screen.getByText('Esta ideia foi excluída.')).toBeVisible();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Fechar detalhes' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });
});
