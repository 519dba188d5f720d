import type { Session } from '@orbita/contracts/auth';
import { updateSession } from '../../../platform/session/session-store';

/** Signing in stores the whole answer (spec §7): token, checkpoints, user, workspace. */
export function startSession(session: Session): void {
  updateSession(session);
}
