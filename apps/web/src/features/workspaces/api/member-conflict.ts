import type { Member } from '@orbita/contracts/workspaces';
import { HttpError } from '../../../platform/http';

/**
 * A member as the concurrency kit sees it: the kit keys records by `id`, a member by
 * `userId`. The role change's answer and its 409 `current` get `id` added here, so
 * `useVersionedSave` recognizes the conflict like any other record's.
 */
export type VersionedMember = Member & { id: string };

export async function asVersionedMember(
  userId: string,
  send: () => Promise<Member>,
): Promise<VersionedMember> {
  try {
    return { ...(await send()), id: userId };
  } catch (error) {
    const current = error instanceof HttpError && (error.body as { current?: Member })?.current;
    if (current) (error.body as { current: VersionedMember }).current = { ...current, id: userId };
    throw error;
  }
}
