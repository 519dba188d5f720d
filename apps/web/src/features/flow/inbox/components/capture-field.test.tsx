import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CaptureField } from './capture-field';

// Wednesday 12 March 2025, 10:00 in São Paulo (UTC−3).
const now = () => new Date('2025-03-12T13:00:00.000Z');

function setup() {
  const onCapture = vi.fn();
  const onEscapeEmpty = vi.fn();
  render(<CaptureField autoFocus onCapture={onCapture} onEscapeEmpty={onEscapeEmpty} now={now} />);
  const input = screen.getByRole('textbox', { name: 'O que está na sua cabeça?' });
  return { onCapture, onEscapeEmpty, input, user: userEvent.setup() };
}

// Typing through user-event into MUI fields: slow on a shared two-core machine.
describe('CaptureField', { timeout: 30_000 }, () => {
  it('Enter submits the text, clears the field and keeps the focus', async () => {
    const { onCapture, input, user } = setup();
    expect(input).toHaveFocus();
    await user.type(input, '  Ligar para a Ana  {Enter}');
    expect(onCapture).toHaveBeenCalledExactlyOnceWith({
      content: 'Ligar para a Ana',
      parse: false,
      dueAt: null,
      priority: null,
      size: null,
      tags: [],
    });
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    await user.type(input, 'Segunda ideia{Enter}');
    expect(onCapture).toHaveBeenLastCalledWith(
      expect.objectContaining({ content: 'Segunda ideia', dueAt: null }),
    );
    expect(onCapture).toHaveBeenCalledTimes(2);
  });

  it('Enter on an empty or blank field captures nothing', async () => {
    const { onCapture, input, user } = setup();
    await user.type(input, '{Enter}   {Enter}');
    expect(onCapture).not.toHaveBeenCalled();
  });

  it('shows what the pt-BR shorthand understood: date, tags, priority, size', async () => {
    const { input, user } = setup();
    expect(screen.queryByText('Entendido:')).not.toBeInTheDocument();
    await user.type(input, 'Pagar a luz amanhã 18h #casa #contas !alta ~G');
    const preview = screen.getByRole('group', { name: 'O que foi entendido' });
    expect(preview).toHaveTextContent('Prazo: qui, 13/03/2025 às 18:00');
    expect(preview).toHaveTextContent('#casa');
    expect(preview).toHaveTextContent('#contas');
    expect(preview).toHaveTextContent('Prioridade: Alta');
    expect(preview).toHaveTextContent('Tamanho: G');
    expect(preview).toHaveTextContent('Texto: “Pagar a luz”');
  });

  it('reads "sexta" and "dia 10" as days (end of day, no hour)', async () => {
    const { input, user } = setup();
    await user.type(input, 'Relatório sexta');
    expect(screen.getByRole('group', { name: 'O que foi entendido' })).toHaveTextContent(
      'Prazo: sex, 14/03/2025',
    );
    await user.clear(input);
    await user.type(input, 'Aluguel dia 10 !critica');
    const preview = screen.getByRole('group', { name: 'O que foi entendido' });
    expect(preview).toHaveTextContent('Prazo: qui, 10/04/2025');
    expect(preview).toHaveTextContent('Prioridade: Crítica');
    expect(preview).not.toHaveTextContent('às');
  });

  it('plain text shows no chips', async () => {
    const { input, user } = setup();
    await user.type(input, 'Comprar pão');
    expect(screen.queryByRole('group', { name: 'O que foi entendido' })).not.toBeInTheDocument();
  });

  it('each recognized part is a chip whose one click puts the words back in the text', async () => {
    const { onCapture, input, user } = setup();
    await user.type(input, 'Ler 10 páginas amanhã 18h #casa');
    const preview = screen.getByRole('group', { name: 'O que foi entendido' });
    expect(preview).toHaveTextContent('Texto: “Ler 10 páginas”');
    await user.click(screen.getByRole('button', { name: /^Desfazer Data: qui, 13\/03\/2025/ }));
    // The date is text again; the hour alone is today's 18:00; the focus is back in the field.
    expect(preview).toHaveTextContent('Texto: “Ler 10 páginas amanhã”');
    expect(preview).toHaveTextContent('Prazo: qua, 12/03/2025 às 18:00');
    expect(input).toHaveFocus();
    expect(screen.queryByRole('button', { name: /^Desfazer Data/ })).not.toBeInTheDocument();
    // Keyboard: Tab to the hour chip, Enter undoes it; Delete undoes the tag.
    await user.tab();
    expect(screen.getByRole('button', { name: /^Desfazer Hora: 18:00/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(input).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: /^Desfazer #casa/ })).toHaveFocus();
    await user.keyboard('{Delete}');
    expect(screen.queryByRole('group', { name: 'O que foi entendido' })).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    // What is sent is what the preview showed: nothing for the server to read again.
    expect(onCapture).toHaveBeenCalledExactlyOnceWith({
      content: 'Ler 10 páginas amanhã 18h #casa',
      parse: false,
      dueAt: null,
      priority: null,
      size: null,
      tags: [],
    });
  });

  it('sends the parsed parts explicitly; the next capture parses afresh', async () => {
    const { onCapture, input, user } = setup();
    await user.type(input, 'Ler 10 páginas amanhã');
    await user.click(screen.getByRole('button', { name: /^Desfazer Data/ }));
    await user.type(input, '{Enter}');
    expect(onCapture).toHaveBeenLastCalledWith(
      expect.objectContaining({ content: 'Ler 10 páginas amanhã', dueAt: null, parse: false }),
    );
    await user.type(input, 'Pagar luz amanhã #casa !alta{Enter}');
    expect(onCapture).toHaveBeenLastCalledWith({
      content: 'Pagar luz',
      parse: false,
      dueAt: '2025-03-14T02:59:00.000Z',
      priority: 'high',
      size: null,
      tags: ['casa'],
    });
  });

  it('Escape clears what was typed; Escape on an empty field asks to close', async () => {
    const { onCapture, onEscapeEmpty, input, user } = setup();
    await user.type(input, 'Rascunho #tag');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
    expect(screen.queryByRole('group', { name: 'O que foi entendido' })).not.toBeInTheDocument();
    expect(onEscapeEmpty).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(onEscapeEmpty).toHaveBeenCalledOnce();
    expect(onCapture).not.toHaveBeenCalled();
  });

  it('refuses text over the limit with a pt-BR message', () => {
    const { onCapture, input } = setup();
    fireEvent.change(input, { target: { value: 'x'.repeat(2001) } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onCapture).not.toHaveBeenCalled();
    expect(screen.getByText('O item pode ter no máximo 2000 caracteres.')).toBeInTheDocument();
    // A tag the server would refuse is said before Enter; undoing it lets the text go.
    fireEvent.change(input, { target: { value: `Ideia #${'a'.repeat(41)}` } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onCapture).not.toHaveBeenCalled();
    expect(screen.getByText('A etiqueta pode ter no máximo 40 caracteres.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^Desfazer #a/ }));
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onCapture).toHaveBeenCalledWith(expect.objectContaining({ tags: [], parse: false }));
  });
});
