import { checkpoints } from '@orbita/contracts/auth';
import { useState } from 'react';
import { useSession } from '../../../platform/session/use-session';
import { AccountTypeDialog } from './account-type-dialog';
import { WelcomeDialog } from './welcome-dialog';

/** The session's onboarding checkpoints, one dialog at a time: account type, then welcome. */
export function Onboarding() {
  const session = useSession();
  const pending = session?.checkpoints ?? [];
  // "Decidir depois" hides the question for this visit; the checkpoint stays for the next one.
  const [later, setLater] = useState(false);
  if (pending.includes(checkpoints.accountType) && !later)
    return <AccountTypeDialog onLater={() => setLater(true)} />;
  if (pending.includes(checkpoints.welcome)) return <WelcomeDialog />;
  return null;
}
