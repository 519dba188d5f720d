import type { NavigateFunction } from 'react-router';
import { clearSession } from './session-store';

/** Logout (spec §4): clears the token and goes to `/`. */
export async function logout(navigate: NavigateFunction): Promise<void> {
  clearSession();
  await navigate('/');
}
