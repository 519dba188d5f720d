import type { GsiId } from './gsi-types';

export const GSI_SRC = 'https://accounts.google.com/gsi/client';

let loading: Promise<GsiId> | null = null;

function ready(): GsiId | undefined {
  return window.google?.accounts?.id;
}

/**
 * Adds the Google Identity Services script to `<head>` once (spec §7) and resolves with
 * `google.accounts.id` when it has run. A failed load is forgotten, so a later screen
 * can try again.
 */
export function loadGsi(): Promise<GsiId> {
  const loaded = ready();
  if (loaded) return Promise.resolve(loaded);
  loading ??= new Promise<GsiId>((resolve, reject) => {
    let script = document.head.querySelector<HTMLScriptElement>(`script[src="${GSI_SRC}"]`);
    if (!script) {
      script = document.createElement('script');
      script.src = GSI_SRC;
      script.async = true;
      script.defer = true;
      document.head.appendChild(script);
    }
    const element = script;
    element.addEventListener('load', () => {
      const id = ready();
      if (id) resolve(id);
      else
        reject(new Error('The Google Identity Services script loaded without google.accounts.id.'));
    });
    element.addEventListener('error', () => {
      loading = null;
      element.remove();
      reject(new Error(`Could not load ${GSI_SRC}.`));
    });
  });
  return loading;
}
