import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import { Box, IconButton, Link, Tooltip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { notify } from '../../../platform/toasts';
import { publicationsQueries } from '../api/queries';

async function copy(address: string) {
  try {
    await navigator.clipboard.writeText(address);
    notify.check('Endereço copiado.');
  } catch {
    // No clipboard (an http page, a denied permission): show it so it can be copied by hand.
    notify.info(`Copie o endereço: ${address}`);
  }
}

/**
 * The public address `/site/<handle>/p/<slug>` with "Copiar". The handle comes from the
 * workspace's public site; while it cannot be read, only the slug shows. It opens only for the
 * public when the publication is in production and its visibility lets it (the server decides).
 */
export function PublicAddress({ slug, live }: { slug: string; live: boolean }) {
  const site = useQuery(publicationsQueries.site());
  if (!site.data)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        Endereço: …/p/{slug}
      </Typography>
    );
  const path = `/site/${site.data.handle}/p/${slug}`;
  const absolute = new URL(path, site.data.url || window.location.origin).href;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
      <Typography
        variant="body2"
        sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
        data-testid="public-address"
      >
        {live ? (
          <Link href={absolute} target="_blank" rel="noopener">
            {path}
          </Link>
        ) : (
          path
        )}
      </Typography>
      <Tooltip title="Copiar endereço">
        <IconButton
          size="small"
          aria-label="Copiar endereço público"
          onClick={() => void copy(absolute)}
        >
          <ContentCopyOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
