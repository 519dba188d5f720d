import { Box, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useSession } from '../../../platform/session/use-session';

/** `/`: the signed-out front door. A signed-in visitor goes on to where they were headed. */
export function HomePage() {
  const session = useSession();
  const [params] = useSearchParams();
  useEffect(() => {
    document.title = 'Orbita';
  }, []);
  if (session?.token) {
    const next = params.get('next');
    return <Navigate to={next && next.startsWith('/') && !next.startsWith('//') ? next : '/me/home'} replace />;
  }
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1.2fr 1fr' }, alignItems: 'center', py: { xs: 2, md: 8 } }}>
      <Box>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '2rem', md: '3rem' } }}>
          Tudo o que importa, em órbita.
        </Typography>
        <Typography variant="h6" component="p" color="text.secondary" sx={{ mt: 2, fontWeight: 400 }}>
          Colete ideias, organize listas e processos, cuide das finanças, jogue com sua equipe e converse com seus
          contatos — em um só lugar.
        </Typography>
      </Box>
      <Box id="entrar" />
    </Box>
  );
}
