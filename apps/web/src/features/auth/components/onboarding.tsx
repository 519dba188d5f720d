import { checkpoints } from '@orbita/contracts/auth';
import { useState } from 'react';
import { useSession } from '../../../platform/session/use-session';
import { isAccountTypePostponed, postponeAccountType } from '../account-type-later';
import { AccountTypeDialog } from './account-type-dialog';
import { WelcomeDialog } from './welcome-dialog';

/** The session's onboarding checkpoints, one dialog at a time: account type, then welcome. */
export function Onboarding() {
  const session = useSession();
  const pending = session?.checkpoints ?? [];
  const rawId = (session?.user as { id?: unknown } | undefined)?.id;
  const userId = typeof rawId === 'string' ? rawId : null;
  // "Decidir depois" keeps the checkpoint on the server and asks again after a week at most
  // (remembered per person on this device; without an id, for this visit only).
  const [laterHere, setLaterHere] = useState(false);
  const later = laterHere || (userId !== null && isAccountTypePostponed(userId));
  const postpone = () => {
    if (userId) postponeAccountType(userId);
    setLaterHere(true);
  };
  if (pending.includes(checkpoints.accountType) && !later)
    return <AccountTypeDialog onLater={postpone} />;
  if (pending.includes(checkpoints.welcome)) return <WelcomeDialog />;
  return null;
}
