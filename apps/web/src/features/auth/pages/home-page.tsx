import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import { Box, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useSession } from '../../../platform/session/use-session';
import { safeNext } from '../safe-next';

const highlights = [
  { icon: AccountTreeOutlined, text: 'Caixa de entrada, listas e processos no estilo GTD' },
  { icon: SavingsOutlined, text: 'Finanças pessoais e da empresa, sem planilhas' },
  { icon: EmojiEventsOutlined, text: 'Missões, recompensas e rankings para a equipe' },
];

// The forms (react-hook-form, zod, the contracts) load beside the hero instead of before it.
const SignInCard = lazy(() => import('../components/sign-in-card').then((m) => ({ default: m.SignInCard })));

function SignInCardSkeleton() {
  return (
    <Paper role="status" aria-label="Carregando" sx={{ p: { xs: 3, sm: 4 }, width: '100%', maxWidth: 440, justifySelf: { md: 'end' }, display: 'grid', gap: 2.5 }}>
      <Skeleton variant="text" width="40%" height={36} />
      <Skeleton variant="rectangular" height={48} />
      <Skeleton variant="rectangular" height={48} />
      <Skeleton variant="rounded" height={42} />
    </Paper>
  );
}

/** `/`: the signed-out front door. A signed-in visitor goes on to where they were headed. */
export function HomePage() {
  const session = useSession();
  const [params] = useSearchParams();
  useEffect(() => {
    document.title = 'Orbita';
  }, []);
  if (session?.token) return <Navigate to={safeNext(params.get('next'))} replace />;
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', display: 'grid', gap: { xs: 3, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '1.2fr 1fr' }, alignItems: 'center', py: { xs: 1, md: 8 } }}>
      <Box>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '2rem', md: '3rem' } }}>
          Tudo o que importa, em órbita.
        </Typography>
        <Typography variant="h6" component="p" color="text.secondary" sx={{ mt: 2, fontWeight: 400 }}>
          Colete ideias, organize listas e processos, cuide das finanças, jogue com sua equipe e converse com seus
          contatos — em um só lugar.
        </Typography>
        <Stack component="ul" spacing={1.5} sx={{ mt: 3, p: 0, listStyle: 'none', display: { xs: 'none', sm: 'flex' } }}>
          {highlights.map(({ icon: Icon, text }) => (
            <Box component="li" key={text} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <Icon color="primary" aria-hidden />
              <Typography>{text}</Typography>
            </Box>
          ))}
        </Stack>
      </Box>
      <Box id="entrar" sx={{ display: 'grid' }}>
        <Suspense fallback={<SignInCardSkeleton />}>
          <SignInCard />
        </Suspense>
      </Box>
    </Box>
  );
}
