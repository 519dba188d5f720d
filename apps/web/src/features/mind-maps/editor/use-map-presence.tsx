import type { Awareness } from 'y-protocols/awareness';
import { useAppState } from '../../../platform/session/app-state';
import type { MapGeometry } from './layout';
import { PresenceAvatars, PresenceOutlines } from './presence-layer';
import { presenceColor, usePeers, usePublishPresence } from './presence-layer-state';

/**
 * Presence on the map (H3b's presence layer, wired to this editor): who else is here (the
 * toolbar's avatars), what each of them selected (outlines in the moving container), and my
 * own selection published for them.
 */
export function useMapPresence(
  awareness: Awareness | null,
  selection: string[],
  viewOnly: boolean,
) {
  const user = useAppState().data?.user;
  const me = user ? { id: user.id, name: user.name, color: presenceColor(user.id) } : null;
  const peers = usePeers(awareness, user?.id ?? null);
  usePublishPresence(awareness, me, selection, viewOnly);
  return {
    avatars: <PresenceAvatars peers={peers} />,
    layer: (geometry: MapGeometry) => <PresenceOutlines peers={peers} boxes={geometry.byId} />,
  };
}
