import { Box, Button, Paper, Typography } from '@mui/material';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router';
import { useChunkReload } from '../platform/chunk-reload';
import { PageLoading } from '../ui/page-loading';

/**
 * The fatal error page (spec §2/§8): 404 reads "Page Not Found", anything else
 * "Internal Server Error". Bots never see it: the server answers them with a status and
 * minimal HTML.
 */
export function ErrorPage() {
  const error = useRouteError();
  // A chunk from an older build failed to load: reload once (guarded) instead of a 500.
  if (useChunkReload(error)) return <PageLoading />;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  const detail =
    isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : undefined;
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        bgcolor: 'background.default',
      }}
    >
      <Paper sx={{ p: { xs: 3, sm: 5 }, maxWidth: 520, width: '100%', textAlign: 'center' }}>
        <Typography variant="h2" component="p" color="primary" sx={{ fontWeight: 700 }}>
          {notFound ? '404' : '500'}
        </Typography>
        <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
          {notFound ? 'Page Not Found' : 'Internal Server Error'}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {notFound
            ? 'A página que você procura não existe ou foi movida.'
            : 'Algo deu errado do nosso lado. Tente recarregar a página.'}
        </Typography>
        {detail && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1, wordBreak: 'break-all' }}>
            {detail}
          </Typography>
        )}
        <Box sx={{ mt: 3, display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button variant="contained" component={RouterLink} to="/">
            Voltar ao início
          </Button>
          {!notFound && (
            <Button variant="outlined" onClick={() => window.location.reload()}>
              Recarregar
            </Button>
          )}
        </Box>
      </Paper>
    </Box>
  );
}
