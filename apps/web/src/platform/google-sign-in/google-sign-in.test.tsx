import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GsiCredentialResponse, GsiId } from './gsi-types';

const SRC = 'https://accounts.google.com/gsi/client';
const PREFIX = '[Google Login Directive Error]';

/** A fresh module per test: the script loader remembers its one load. */
async function load() {
  vi.resetModules();
  return import('./google-sign-in');
}

function fakeGsi() {
  let callback: ((response: GsiCredentialResponse) => void) | undefined;
  const gsi = {
    initialize: vi.fn((config: { callback: (response: GsiCredentialResponse) => void }) => {
      callback = config.callback;
    }),
    renderButton: vi.fn(),
    prompt: vi.fn(),
  } satisfies GsiId;
  return { gsi, answer: (credential: string) => callback?.({ credential }) };
}

/** Plays the browser: the script ran, `google.accounts.id` exists, `load` fires. */
function scriptLoads(gsi: GsiId) {
  window.google = { accounts: { id: gsi } };
  document.head.querySelector(`script[src="${SRC}"]`)?.dispatchEvent(new Event('load'));
}

describe('GoogleSignIn (spec §5, §7, §8, §9)', () => {
  let error: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    error.mockRestore();
    delete window.google;
    document.head.querySelectorAll('script').forEach((s) => s.remove());
  });

  it('adds the script to <head> once, initialises with the client id and renders the default button', async () => {
    const { GoogleSignIn } = await load();
    const onSuccess = vi.fn();
    render(
      <>
        <GoogleSignIn id="g1" clientId="client-1" onSuccess={onSuccess} />
        <GoogleSignIn id="g2" clientId="client-1" onSuccess={onSuccess} />
      </>,
    );
    expect(document.head.querySelectorAll(`script[src="${SRC}"]`)).toHaveLength(1);
    const { gsi, answer } = fakeGsi();
    scriptLoads(gsi);
    await waitFor(() => expect(gsi.renderButton).toHaveBeenCalledTimes(2));
    expect(gsi.initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: 'client-1' }));
    expect(gsi.renderButton).toHaveBeenCalledWith(document.getElementById('g1'), {
      type: 'standard',
      shape: 'rectangular',
      theme: 'outline',
      text: 'continue_with',
      size: 'large',
      locale: 'es-419',
      logo_alignment: 'center',
      width: 300,
    });
    expect(gsi.prompt).not.toHaveBeenCalled();
    answer('id-token-1');
    expect(onSuccess).toHaveBeenCalledWith('id-token-1');
    expect(error).not.toHaveBeenCalled();
  });

  it('shows the one-tap prompt when the host has a prompt attribute', async () => {
    const { GoogleSignIn } = await load();
    const { gsi } = fakeGsi();
    window.google = { accounts: { id: gsi } };
    const { container } = render(<GoogleSignIn id="g" clientId="c" onSuccess={vi.fn()} prompt />);
    expect(container.querySelector('#g')?.hasAttribute('prompt')).toBe(true);
    await waitFor(() => expect(gsi.prompt).toHaveBeenCalledTimes(1));
  });

  it('logs the missing id error and sets nothing up', async () => {
    const { GoogleSignIn } = await load();
    const { container } = render(<GoogleSignIn clientId="c" onSuccess={vi.fn()} />);
    expect(error).toHaveBeenCalledWith(
      `${PREFIX} The Google Sign-In container requires an "id" attribute.`,
    );
    expect(document.head.querySelector(`script[src="${SRC}"]`)).toBeNull();
    expect(container.textContent).toBe('');
  });

  it('logs the missing callback error', async () => {
    const { GoogleSignIn } = await load();
    render(<GoogleSignIn id="g" clientId="c" />);
    expect(error).toHaveBeenCalledWith(
      `${PREFIX} The onSuccess method must be passed as a directive value.`,
    );
    expect(document.head.querySelector(`script[src="${SRC}"]`)).toBeNull();
  });

  it('logs when the callback is not a function at call time', async () => {
    const { GoogleSignIn } = await load();
    const { gsi, answer } = fakeGsi();
    window.google = { accounts: { id: gsi } };
    const notAFunction = 'nope' as unknown as (credential: string) => void;
    render(<GoogleSignIn id="g" clientId="c" onSuccess={notAFunction} />);
    await waitFor(() => expect(gsi.initialize).toHaveBeenCalled());
    answer('id-token');
    expect(error).toHaveBeenCalledWith(
      `${PREFIX} The onSuccess method is not defined or is not a function.`,
    );
  });

  it('logs a script that fails to load, with the prefix, and shows nothing', async () => {
    const { GoogleSignIn } = await load();
    const { container } = render(<GoogleSignIn id="g" clientId="c" onSuccess={vi.fn()} />);
    document.head.querySelector(`script[src="${SRC}"]`)?.dispatchEvent(new Event('error'));
    await waitFor(() => expect(error).toHaveBeenCalledWith(`${PREFIX} Could not load ${SRC}.`));
    expect(container.querySelector('#g')?.textContent).toBe('');
  });
});
