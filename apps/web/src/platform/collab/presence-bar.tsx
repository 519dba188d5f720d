import { Avatar, AvatarGroup, Tooltip } from '@mui/material';
import { personInitials } from '../../ui/person-initials';
import type { Person } from './presence';

export const personLabel = (p: Person) =>
  `${p.name} ${p.viewOnly ? 'está lendo' : 'está editando'}`;

/** Who else has the document open: initials in their caret colour, name on hover. */
export function PresenceBar({ people, max = 5 }: { people: Person[]; max?: number }) {
  if (people.length === 0) return null;
  return (
    <AvatarGroup
      max={max}
      role="group"
      aria-label="Quem está no texto"
      sx={{ '& .MuiAvatar-root': { width: 28, height: 28, fontSize: 12 } }}
      slotProps={{ surplus: { title: 'Mais pessoas no texto' } }}
    >
      {people.map((p) => (
        <Tooltip key={p.id} title={personLabel(p)}>
          <Avatar
            role="img"
            aria-label={personLabel(p)}
            sx={{ bgcolor: p.color, color: '#fff', opacity: p.viewOnly ? 0.75 : 1 }}
          >
            {personInitials(p.name)}
          </Avatar>
        </Tooltip>
      ))}
    </AvatarGroup>
  );
}
