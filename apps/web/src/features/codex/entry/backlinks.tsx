import LinkOutlined from '@mui/icons-material/LinkOutlined';
import { Box, Link as MuiLink, List, ListItem, Typography } from '@mui/material';
import type { CodexEntryRef } from '@orbita/contracts/codex';
import { Link } from 'react-router';

/**
 * "Referências": the pages of this codex whose text links here (`[[` links, by id, so a
 * renamed page still counts), each a link that opens it.
 */
export function Backlinks({
  backlinks,
  hrefOf,
}: {
  backlinks: readonly CodexEntryRef[];
  hrefOf: (id: string) => string;
}) {
  return (
    <Box component="section" aria-labelledby="codex-backlinks-title" sx={{ mt: 3 }}>
      <Typography
        id="codex-backlinks-title"
        variant="subtitle1"
        component="h2"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 600 }}
      >
        <LinkOutlined fontSize="small" /> Referências
      </Typography>
      {backlinks.length === 0 ? (
        <Typography color="text.secondary" variant="body2" sx={{ mt: 0.5 }}>
          Nenhuma página cita esta ainda. Em outra página, digite [[ e escolha esta para criar uma
          referência.
        </Typography>
      ) : (
        <List dense aria-label="Páginas que citam esta" disablePadding>
          {backlinks.map((ref) => (
            <ListItem key={ref.id} disableGutters>
              <MuiLink component={Link} to={hrefOf(ref.id)}>
                {ref.title}
              </MuiLink>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
