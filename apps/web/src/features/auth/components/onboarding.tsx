import { checkpoints } from '@orbita/contracts/auth';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSession } from '../../../platform/session/use-session';
import { useRemoveCheckpoint } from '../api/profile-mutations';
import { isAccountTypePostponed, postponeAccountType } from '../account-type-later';

// Each dialog loads when its checkpoint is pending, not with every signed-in page: the
// shell's first paint (issue 17: /me/home LCP) carries neither.
const AccountTypeDialog = lazy(() =>
  import('./account-type-dialog').then((m) => ({ default: m.AccountTypeDialog })),
);
const WelcomeDialog = lazy(() =>
  import('./welcome-dialog').then((m) => ({ default: m.WelcomeDialog })),
);

/** The session's onboarding checkpoints, one dialog at a time: account type, then welcome. */
export function Onboarding() {
  const session = useSession();
  const pending = session?.checkpoints ?? [];
  const user = session?.user as { id?: unknown; accountType?: unknown } | undefined;
  const userId = typeof user?.id === 'string' ? user.id : null;
  // A type already set answers the question: joining a game by its code makes a person a
  // player ("Jogador") without passing through the dialog, and the type can be chosen in
  // Perfil. Asking again then reopened the dialog on every load (issue 15).
  const typeChosen = typeof user?.accountType === 'string';
  const askType = pending.includes(checkpoints.accountType);
  // "Decidir depois" keeps the checkpoint on the server and asks again after a week at most
  // (remembered per person on this device; without an id, for this visit only).
  const [laterHere, setLaterHere] = useState(false);
  const later = laterHere || (userId !== null && isAccountTypePostponed(userId));
  const postpone = () => {
    if (userId) postponeAccountType(userId);
    setLaterHere(true);
  };
  const complete = useRemoveCheckpoint();
  const completeType = complete.mutate;
  const stale = askType && typeChosen;
  // The stale checkpoint leaves the server once, so no other device asks either.
  useEffect(() => {
    if (stale) completeType(checkpoints.accountType);
  }, [stale, completeType]);
  if (askType && !typeChosen && !later)
    return (
      <Suspense fallback={null}>
        <AccountTypeDialog onLater={postpone} />
      </Suspense>
    );
  if (pending.includes(checkpoints.welcome))
    return (
      <Suspense fallback={null}>
        <WelcomeDialog />
      </Suspense>
    );
  return null;
}
