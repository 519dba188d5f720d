import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** What Facebook's dialog appends when the person says no, or something fails there. */
export function dialogRefusal(error: string, reason: string | null): string {
  if (error === 'access_denied' || reason === 'user_denied')
    return 'Você cancelou no Facebook. Nada foi alterado.';
  return 'O Facebook não concluiu o pedido. Tente de novo.';
}

/**
 * The return from Facebook's dialog, on the page it was sent back to: `code` and `state`
 * (or `error`) are taken from the address at once (a reload must not replay the code), then
 * handed over. Once per return, even when StrictMode runs effects twice.
 */
export function useFacebookReturn(
  onCode: (body: { code: string; state: string }) => void,
  onRefused: (message: string) => void,
) {
  const [params, setParams] = useSearchParams();
  const handled = useRef(false);
  useEffect(() => {
    const state = params.get('state');
    const code = params.get('code');
    const error = params.get('error');
    if (handled.current || !state || (!code && !error)) return;
    handled.current = true;
    setParams({}, { replace: true });
    if (code) onCode({ code, state });
    else onRefused(dialogRefusal(error!, params.get('error_reason')));
  }, [params, setParams, onCode, onRefused]);
}
