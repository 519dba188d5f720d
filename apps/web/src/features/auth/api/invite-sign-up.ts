import { workspacesEndpoints, type PublicInvite } from '@orbita/contracts/workspaces';
import { useEffect, useEffectEvent, useState } from 'react';
import { callApi } from '../../../platform/http';

/**
 * The invite token of an invite link the visitor was headed to (`?next=/conta/conta/{id}
 * ?convite=…`, where the signed-in-only invite page sent them), if any.
 */
export function inviteTokenIn(next: string | null | undefined): string | null {
  if (!next?.startsWith('/conta/conta/')) return null;
  try {
    return new URL(next, 'http://orbita.invalid').searchParams.get('convite') || null;
  } catch {
    return null;
  }
}

/**
 * The invite behind the link, read signed out (`/api/public/convites/previa`): its
 * workspace and invited e-mail, so sign-up starts with that address. A plain effect, not a
 * query: the sign-in route ships without React Query's useQuery. A used or broken invite
 * answers nothing here; the invite page says why after sign-in.
 */
export function usePublicInvite(
  token: string | null,
  onFound?: (invite: PublicInvite) => void,
): PublicInvite | null {
  const [invite, setInvite] = useState<{ token: string; value: PublicInvite } | null>(null);
  const found = useEffectEvent((value: PublicInvite) => onFound?.(value));
  useEffect(() => {
    if (!token) return;
    let live = true;
    callApi(workspacesEndpoints.publicInvite, { body: { token } }).then(
      (value) => {
        if (!live) return;
        found(value); // before the re-render that shows it
        setInvite({ token, value });
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [token]);
  return invite && invite.token === token ? invite.value : null;
}
