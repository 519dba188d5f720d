import { send } from '../http/transport';
import { forgetOfflineReading } from '../pwa/start';
import { clearSession } from './session-store';

type Navigate = (to: string) => unknown;

/**
 * Logout (spec §4): calls the server (which revokes the refresh family and clears its
 * cookies), clears the token and goes to `/`. A server failure is only a warning: the
 * person asked to leave, so the local session goes regardless. Without a navigate
 * function (the request helper after a failed refresh) the signed-in shell, which watches
 * the session, takes the visitor to `/`.
 */
export async function logout(navigate?: Navigate): Promise<void> {
  try {
    const response = await send('POST', 'auth/logout');
    if (!response.ok)
      console.warn(`Falha ao encerrar a sessão no servidor (HTTP ${response.status}).`);
  } catch (error) {
    console.warn('Falha ao encerrar a sessão no servidor.', error);
  }
  clearSession();
  // The offline copy of what was read (platform/pwa) is this person's: it goes too.
  forgetOfflineReading();
  if (navigate) await navigate('/');
}
