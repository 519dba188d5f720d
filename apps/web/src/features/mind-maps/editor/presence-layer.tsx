import { Avatar, AvatarGroup, Tooltip } from '@mui/material';
import { memo } from 'react';
import { personInitials } from '../../../ui/person-initials';
import type { Peer } from './presence-layer-state';

/**
 * Who else is on the map, and what each of them selected.
 *
 * - `<PresenceAvatars peers={peers} />` for the toolbar: one avatar per person (initials in
 *   their colour), tooltip and accessible name "Ana Souza está editando" / "… está vendo".
 * - `<PresenceOutlines peers={peers} boxes={geometry.byId} />` inside the canvas's moving
 *   container (MapCanvas `children`): each remote selected node outlined in the person's colour
 *   with their first name as a tag. `boxes`: node id → `{ x, y, w, h }` in map pixels (the
 *   layout's `byId`); a node that is not placed (folded away, deleted) draws nothing.
 *
 * `peers` comes from `usePeers(awareness, myUserId)` (presence-layer-state.ts); this tab's own
 * selection is published with `usePublishPresence`.
 */

export const presenceLabel = (peer: Peer) =>
  `${peer.user.name} ${peer.viewOnly ? 'está vendo' : 'está editando'}`;

const firstName = (name: string) => name.split(/\s+/)[0] || name;

export function PresenceAvatars({ peers, max = 5 }: { peers: Peer[]; max?: number }) {
  if (peers.length === 0) return null;
  return (
    <AvatarGroup
      max={max}
      role="group"
      aria-label="Quem está no mapa"
      sx={{ '& .MuiAvatar-root': { width: 30, height: 30, fontSize: 13 } }}
      slotProps={{ surplus: { title: 'Mais pessoas no mapa' } }}
    >
      {peers.map((peer) => (
        <Tooltip key={peer.user.id} title={presenceLabel(peer)}>
          <Avatar
            role="img"
            aria-label={presenceLabel(peer)}
            sx={{
              bgcolor: peer.user.color,
              color: '#fff',
              opacity: peer.viewOnly ? 0.75 : 1,
            }}
          >
            {personInitials(peer.user.name)}
          </Avatar>
        </Tooltip>
      ))}
    </AvatarGroup>
  );
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Each remote selection as an outline + name tag, in map coordinates. */
export const PresenceOutlines = memo(function PresenceOutlines({
  peers,
  boxes,
}: {
  peers: Peer[];
  boxes: ReadonlyMap<string, Box>;
}) {
  const outlines: { id: string; peer: Peer; box: Box; stacked: number; tagged: boolean }[] = [];
  const perNode = new Map<string, number>();
  for (const peer of peers) {
    let tagged = false;
    for (const id of peer.selection) {
      const box = boxes.get(id);
      if (!box) continue;
      // Two people on one node: the second outline sits a little further out.
      const stacked = perNode.get(id) ?? 0;
      perNode.set(id, stacked + 1);
      // One name tag per person, on the first of their nodes that is on the map.
      outlines.push({ id, peer, box, stacked, tagged: !tagged });
      tagged = true;
    }
  }
  return (
    <>
      {outlines.map(({ id, peer, box, stacked, tagged }) => {
        const gap = 5 + stacked * 4;
        return (
          <div
            key={`${peer.user.id}:${id}`}
            className="mm-presence"
            data-presence-node={id}
            data-presence-user={peer.user.id}
            aria-hidden
            style={{
              position: 'absolute',
              left: box.x - gap,
              top: box.y - gap,
              width: box.w + gap * 2,
              height: box.h + gap * 2,
              border: `2px solid ${peer.user.color}`,
              borderRadius: 10,
              pointerEvents: 'none',
              boxSizing: 'border-box',
            }}
          >
            {tagged && (
              <span
                style={{
                  position: 'absolute',
                  left: -2,
                  bottom: '100%',
                  marginBottom: 1 + stacked * 16,
                  padding: '0 6px',
                  borderRadius: '6px 6px 6px 0',
                  background: peer.user.color,
                  color: '#fff',
                  fontSize: 11,
                  fontWeight: 600,
                  lineHeight: '16px',
                  whiteSpace: 'nowrap',
                  maxWidth: 160,
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                }}
              >
                {firstName(peer.user.name)}
              </span>
            )}
          </div>
        );
      })}
    </>
  );
});
