import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import { Avatar, type SxProps, type Theme } from '@mui/material';
import type { Person } from '@orbita/contracts/people';
import { personInitials } from '../../../ui/person-initials';

/** The library picture, else initials (a building for a company without one). */
export function PersonAvatar({
  person,
  size = 36,
  sx,
}: {
  person: Pick<Person, 'name' | 'kind' | 'avatarUrl'>;
  size?: number;
  sx?: SxProps<Theme>;
}) {
  return (
    <Avatar
      src={person.avatarUrl ?? undefined}
      alt=""
      sx={[{ width: size, height: size, fontSize: size * 0.4 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {person.kind === 'company' ? (
        <BusinessOutlined fontSize="small" />
      ) : (
        (personInitials(person.name) ?? undefined)
      )}
    </Avatar>
  );
}
