import { act, render, screen } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it } from 'vitest';
import { html } from './html';
import { notify, wonMessage } from './notify';
import { sanitizeToastHtml } from './sanitize';
import { Toasts } from './toasts';

afterEach(() => {
  act(() => toast.dismiss());
});

async function shown(text: string): Promise<HTMLElement> {
  const message = await screen.findByText(text);
  const toastEl = message.closest<HTMLElement>('.Toastify__toast');
  if (!toastEl) throw new Error('not inside a toast');
  return toastEl;
}

function positionOf(el: HTMLElement): string | undefined {
  const container = el.closest('.Toastify__toast-container');
  return Array.from(container?.classList ?? [])
    .find((c) => c.startsWith('Toastify__toast-container--'))
    ?.replace('Toastify__toast-container--', '');
}

function timerOf(el: HTMLElement): string | null {
  const wrapper = el.querySelector<HTMLElement>('.Toastify__progress-bar--wrp');
  if (!wrapper || wrapper.dataset.hidden === 'true') return null; // stays until dismissed
  return el.querySelector<HTMLElement>('[role="progressbar"]')?.style.animationDuration ?? null;
}

describe('sanitizeToastHtml', () => {
  it('removes script tags, on* handlers and javascript: URLs but keeps the text and formatting', () => {
    const clean = sanitizeToastHtml(
      '<b>Olá</b> <script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">link</a>',
    );
    expect(clean).toContain('<b>Olá</b>');
    expect(clean).toContain('link');
    expect(clean).not.toMatch(/script|onerror|javascript:|alert/i);
  });
});

describe('notify', () => {
  it('shows a plain string as text: a user-typed name never becomes a link or bold', async () => {
    render(<Toasts />);
    const name =
      '<a href="https://x.test">clique</a><b>negrito</b><img src=x onerror="window.hacked = true">';
    act(() => {
      notify.success(`Você está na conta ${name}.`);
    });
    const el = await shown(`Você está na conta ${name}.`);
    expect(el.querySelector('a, b, img')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('renders Orbita’s own markup from html``, escaping every value and sanitizing again', async () => {
    render(<Toasts />);
    const name = '<a href="https://x.test">clique</a>';
    act(() => {
      notify.info(
        html`Você entrou em <b>${name}</b>
          <script>
            window.hacked = true;
          </script>`,
      );
    });
    const bold = await screen.findByText(name);
    expect(bold.tagName).toBe('B');
    const el = bold.closest<HTMLElement>('.Toastify__toast')!;
    expect(el.querySelector('a')).toBeNull();
    expect(el.querySelector('script')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('success defaults to "Sucesso", top-right, closing after 3000 ms', async () => {
    render(<Toasts />);
    act(() => {
      notify.success();
    });
    const el = await shown('Sucesso');
    expect(el).toHaveClass('Toastify__toast--success');
    expect(positionOf(el)).toBe('top-right');
    expect(timerOf(el)).toBe('3000ms');
  });

  it('check lasts about a second and ok 0.8 s', async () => {
    render(<Toasts />);
    act(() => {
      notify.check('Salvo');
      notify.ok('Feito');
    });
    expect(timerOf(await shown('Salvo'))).toBe('1000ms');
    expect(timerOf(await shown('Feito'))).toBe('800ms');
  });

  it('error and info sit top-right until dismissed', async () => {
    render(<Toasts />);
    act(() => {
      notify.error('Erro X');
      notify.info('Aviso Y');
    });
    const error = await shown('Erro X');
    const info = await shown('Aviso Y');
    expect(error).toHaveClass('Toastify__toast--error');
    expect(info).toHaveClass('Toastify__toast--info');
    expect(positionOf(error)).toBe('top-right');
    expect(positionOf(info)).toBe('top-right');
    expect(timerOf(error)).toBeNull();
    expect(timerOf(info)).toBeNull();
  });

  it('won sits bottom-left for 3 s with the reward message', async () => {
    render(<Toasts />);
    act(() => {
      notify.won(wonMessage(3, 'Moedas'));
    });
    const el = await shown('Você ganhou 3 de Moedas!');
    expect(positionOf(el)).toBe('bottom-left');
    expect(timerOf(el)).toBe('3000ms');
  });

  it('plain react-toastify info toasts also stay until dismissed', async () => {
    render(<Toasts />);
    act(() => {
      toast.info('Sua sessão expirou!');
    });
    expect(timerOf(await shown('Sua sessão expirou!'))).toBeNull();
  });

  it('uses the theme colours', () => {
    render(<Toasts />);
    act(() => {
      notify.info('cor');
    });
    const container = document.querySelector<HTMLElement>('.Toastify__toast-container');
    expect(container?.style.getPropertyValue('--toastify-color-success')).toBe('#067D62');
    expect(container?.style.getPropertyValue('--toastify-color-error')).toBe('#FF5252');
    expect(container?.style.getPropertyValue('--toastify-color-info')).toBe('#2196F3');
    expect(container?.style.getPropertyValue('--toastify-color-warning')).toBe('#FB8C00');
  });
});

describe('wonMessage', () => {
  it('builds the spec text, with the name as typed (it is shown as text)', () => {
    expect(wonMessage(10, 'Cristais')).toBe('Você ganhou 10 de Cristais!');
    expect(wonMessage(1, '<b>Ouro</b>')).toBe('Você ganhou 1 de <b>Ouro</b>!');
  });
});

describe('html', () => {
  it('escapes text and numbers, keeps nested html pieces', () => {
    const who = html`<b>${'Ana & <Bia>'}</b>`;
    expect(html`${who} tem ${3} "${`'x'`}"`.html).toBe(
      '<b>Ana &amp; &lt;Bia&gt;</b> tem 3 "&#39;x&#39;"',
    );
  });

  it('refuses to be called with a made-up array instead of a template literal', () => {
    const fake = Object.assign(['<a href="https://x.test">x</a>'], { raw: ['x'] });
    expect(() => html(fake as unknown as TemplateStringsArray)).toThrow(TypeError);
    // @ts-expect-error -- markup is only what `html` made, never an object literal
    const forged: Parameters<typeof notify.info>[0] = { html: '<a href="https://x.test">x</a>' };
    expect(forged).toBeDefined();
  });
});
