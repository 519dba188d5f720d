import { Avatar, AvatarGroup, Tooltip } from '@mui/material';
import type { HubMember } from '@orbita/contracts/hubs';
import { personInitials } from '../../../ui/person-initials';

/** The hub's first members as initials (names in the tooltip and for screen readers). */
export function HubAvatars({ members, total }: { members: HubMember[]; total: number }) {
  return (
    <AvatarGroup
      max={5}
      total={total}
      sx={{ '& .MuiAvatar-root': { width: 28, height: 28, fontSize: 12 } }}
    >
      {members.map((m) => (
        <Tooltip key={m.userId} title={m.name}>
          <Avatar alt={m.name}>{personInitials(m.name)}</Avatar>
        </Tooltip>
      ))}
    </AvatarGroup>
  );
}
