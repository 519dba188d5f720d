import { useEffect, useRef } from 'react';
import type { GsiButtonOptions, GsiCredentialResponse } from './gsi-types';
import { loadGsi } from './load-gsi';

export const GOOGLE_ERROR_PREFIX = '[Google Login Directive Error]';

/** The button defaults of spec §9. */
export const googleButtonDefaults: GsiButtonOptions = {
  type: 'standard',
  shape: 'rectangular',
  theme: 'outline',
  text: 'continue_with',
  size: 'large',
  locale: 'es-419',
  logo_alignment: 'center',
  width: 300,
};

function logError(detail: string): void {
  console.error(`${GOOGLE_ERROR_PREFIX} ${detail}`);
}

export interface GoogleSignInProps {
  /** The host element's id; Google renders the button into it. Required (spec §5). */
  id?: string;
  clientId: string;
  /** Receives the credential string (a Google ID token). Required (spec §5). */
  onSuccess?: (credential: string) => void;
  /** Also shows the one-tap prompt (the host gets a `prompt` attribute). */
  prompt?: boolean;
  options?: Partial<GsiButtonOptions>;
}

/**
 * The Google sign-in button of spec §5/§7/§8/§9. Problems are only logged with the
 * `[Google Login Directive Error]` prefix; the person never sees them.
 */
export function GoogleSignIn({
  id,
  clientId,
  onSuccess,
  prompt = false,
  options,
}: GoogleSignInProps) {
  const host = useRef<HTMLDivElement>(null);
  const onSuccessRef = useRef(onSuccess);
  useEffect(() => {
    onSuccessRef.current = onSuccess;
  });
  const hasOnSuccess = onSuccess !== undefined && onSuccess !== null;
  const optionsKey = JSON.stringify(options ?? {});

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    if (!element.id) {
      logError('The Google Sign-In container requires an "id" attribute.');
      return;
    }
    if (!hasOnSuccess) {
      logError('The onSuccess method must be passed as a directive value.');
      return;
    }
    let cancelled = false;
    loadGsi()
      .then((gsi) => {
        if (cancelled) return;
        gsi.initialize({
          client_id: clientId,
          callback: (response: GsiCredentialResponse) => {
            const callback: unknown = onSuccessRef.current;
            if (typeof callback !== 'function') {
              logError('The onSuccess method is not defined or is not a function.');
              return;
            }
            (callback as (credential: string) => void)(response.credential);
          },
        });
        element.replaceChildren();
        gsi.renderButton(element, {
          ...googleButtonDefaults,
          ...(JSON.parse(optionsKey) as Partial<GsiButtonOptions>),
        });
        if (element.hasAttribute('prompt')) gsi.prompt();
      })
      .catch((error: unknown) => {
        if (!cancelled) logError(error instanceof Error ? error.message : String(error));
      });
    return () => {
      cancelled = true;
    };
  }, [clientId, hasOnSuccess, optionsKey]);

  const promptAttribute: Record<string, string> = prompt ? { prompt: '' } : {};
  return (
    <div
      ref={host}
      id={id}
      {...promptAttribute}
      style={{ minHeight: 44, display: 'flex', justifyContent: 'center' }}
    />
  );
}
