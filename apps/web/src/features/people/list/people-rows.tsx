import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import { Box, ButtonBase, Card, CardActionArea, Chip, Typography } from '@mui/material';
import type { Person, PersonSortKey } from '@orbita/contracts/people';
import { Link } from 'react-router';
import { contactDue, documentText, emailsText, lastContactText, phonesText } from '../lib/format';
import { PersonAvatar } from './person-avatar';

export interface PeopleSort {
  sort: PersonSortKey;
  dir: 'asc' | 'desc';
}

/** Each sort's natural direction: names A→Z, the longest without contact first, newest first. */
export const defaultDir: Record<PersonSortKey, 'asc' | 'desc'> = {
  name: 'asc',
  lastContactAt: 'asc',
  createdAt: 'desc',
};

export const personPath = (id: string) => `/pessoa/pessoa/${id}`;

interface Column {
  id: string;
  label: string;
  width: string;
  sort?: PersonSortKey;
  cell: (p: Person) => React.ReactNode;
}

const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

function LastContact({ person }: { person: Person }) {
  const due = contactDue(person);
  return (
    <Box component="span" sx={{ color: due ? 'warning.dark' : undefined }}>
      {lastContactText(person.lastContactAt)}
    </Box>
  );
}

export const columns: Column[] = [
  {
    id: 'name',
    label: 'Nome',
    width: 'minmax(240px, 2fr)',
    sort: 'name',
    cell: (p) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        <PersonAvatar person={p} size={28} />
        <Box
          component={Link}
          to={personPath(p.id)}
          sx={{ ...ellipsis, color: 'primary.main', fontWeight: 600, textDecoration: 'none' }}
        >
          {p.name}
        </Box>
      </Box>
    ),
  },
  { id: 'document', label: 'Documento', width: '190px', cell: (p) => documentText(p) ?? '—' },
  {
    id: 'company',
    label: 'Empresa / cargo',
    width: 'minmax(160px, 1fr)',
    cell: (p) => [p.companyName, p.role].filter(Boolean).join(' · ') || '—',
  },
  {
    id: 'contacts',
    label: 'Telefone / e-mail',
    width: 'minmax(200px, 1.2fr)',
    cell: (p) => [...phonesText(p), ...emailsText(p)][0] ?? '—',
  },
  {
    id: 'tags',
    label: 'Etiquetas',
    width: 'minmax(140px, 1fr)',
    cell: (p) => p.tags.join(', ') || '—',
  },
  {
    id: 'lastContact',
    label: 'Último contato',
    width: '140px',
    sort: 'lastContactAt',
    cell: (p) => <LastContact person={p} />,
  },
];

export const template = columns.map((c) => c.width).join(' ');
export const minWidth = 240 + 190 + 160 + 200 + 140 + 140;

export function HeaderRow({ sort, onSort }: { sort: PeopleSort; onSort: (s: PeopleSort) => void }) {
  return (
    <Box
      role="row"
      sx={{
        display: 'grid',
        gridTemplateColumns: template,
        alignItems: 'center',
        position: 'sticky',
        top: 0,
        zIndex: 2,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        minWidth,
      }}
    >
      {columns.map((c) => {
        const active = c.sort && sort.sort === c.sort;
        return (
          <Box
            key={c.id}
            role="columnheader"
            aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined}
            sx={{ px: 1, py: 0.5, minWidth: 0 }}
          >
            {c.sort ? (
              <ButtonBase
                onClick={() =>
                  onSort({
                    sort: c.sort!,
                    dir: active ? (sort.dir === 'asc' ? 'desc' : 'asc') : defaultDir[c.sort!],
                  })
                }
                sx={{ minHeight: 32, gap: 0.5, fontSize: 14, fontWeight: 600 }}
              >
                {c.label}
                {active &&
                  (sort.dir === 'asc' ? (
                    <ArrowUpward sx={{ fontSize: 16 }} />
                  ) : (
                    <ArrowDownward sx={{ fontSize: 16 }} />
                  ))}
              </ButtonBase>
            ) : (
              <Typography
                sx={{
                  fontSize: 14,
                  fontWeight: 600,
                  minHeight: 32,
                  display: 'flex',
                  alignItems: 'center',
                }}
              >
                {c.label}
              </Typography>
            )}
          </Box>
        );
      })}
    </Box>
  );
}

export function TableRowView({ person, index }: { person: Person; index: number }) {
  return (
    <Box
      role="row"
      aria-rowindex={index + 2}
      sx={{
        height: '100%',
        display: 'grid',
        gridTemplateColumns: template,
        alignItems: 'center',
        borderBottom: 1,
        borderColor: 'divider',
        minWidth,
        '&:hover': { bgcolor: 'action.hover' },
      }}
    >
      {columns.map((c) => (
        <Box key={c.id} role="cell" sx={{ px: 1, minWidth: 0, fontSize: 14, ...ellipsis }}>
          {c.cell(person)}
        </Box>
      ))}
    </Box>
  );
}

/** A card: avatar, name, kind, document, company and role, first phone/e-mail, tags, last contact. */
export function PersonCard({ person }: { person: Person }) {
  const detail = [...phonesText(person), ...emailsText(person)][0];
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={Link}
        to={personPath(person.id)}
        sx={{
          height: '100%',
          p: 1.5,
          display: 'grid',
          gap: 0.5,
          alignContent: 'start',
          // ButtonBase centres its content: a card reads from its left edge.
          justifyContent: 'stretch',
        }}
      >
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', minWidth: 0 }}>
          <PersonAvatar person={person} />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, ...ellipsis }}>{person.name}</Typography>
            <Typography variant="body2" color="text.secondary" sx={ellipsis}>
              {[person.kind === 'company' ? 'Empresa' : null, person.role, person.companyName]
                .filter(Boolean)
                .join(' · ') ||
                documentText(person) ||
                '—'}
            </Typography>
          </Box>
        </Box>
        {detail && (
          <Typography variant="body2" sx={ellipsis}>
            {detail}
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 0.5, overflow: 'hidden', height: 24 }}>
          {person.tags.slice(0, 3).map((t) => (
            <Chip key={t} label={t} size="small" />
          ))}
        </Box>
        <Typography
          variant="caption"
          color={contactDue(person) ? 'warning.dark' : 'text.secondary'}
        >
          Último contato: {lastContactText(person.lastContactAt).toLowerCase()}
        </Typography>
      </CardActionArea>
    </Card>
  );
}
