import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import { Box, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useSession } from '../../../platform/session/use-session';
import { SignInCard } from '../components/sign-in-card';
import { safeNext } from '../safe-next';
import { useStartPage } from '../api/use-start-page';
import { PageLoading } from '../../../ui/page-loading';

const highlights = [
  { icon: AccountTreeOutlined, text: 'Caixa de entrada, listas e processos no estilo GTD' },
  { icon: SavingsOutlined, text: 'Finanças pessoais e da empresa, sem planilhas' },
  { icon: EmojiEventsOutlined, text: 'Missões, recompensas e rankings para a equipe' },
];

/** `/`: the signed-out front door. A signed-in visitor goes on to where they were headed. */
export function HomePage() {
  const session = useSession();
  const [params] = useSearchParams();
  useEffect(() => {
    document.title = 'Orbita';
  }, []);
  const next = params.get('next');
  // Without `?next=`, a signed-in person goes to their chosen start page (Configurações).
  const startPage = useStartPage(!!session?.token && !next);
  if (session?.token) {
    const to = next ? safeNext(next) : startPage;
    return to ? <Navigate to={to} replace /> : <PageLoading />;
  }
  return (
    <Box
      sx={{
        maxWidth: 1100,
        mx: 'auto',
        display: 'grid',
        gap: { xs: 3, md: 6 },
        gridTemplateColumns: { xs: '1fr', md: '1.2fr 1fr' },
        alignItems: 'center',
        py: { xs: 1, md: 8 },
      }}
    >
      <Box>
        <Typography
          variant="h3"
          component="h1"
          sx={{ fontWeight: 700, fontSize: { xs: '2rem', md: '3rem' } }}
        >
          Tudo o que importa, em órbita.
        </Typography>
        <Typography
          variant="h6"
          component="p"
          color="text.secondary"
          sx={{ mt: 2, fontWeight: 400 }}
        >
          Colete ideias, organize listas e processos, cuide das finanças, jogue com sua equipe e
          converse com seus contatos — em um só lugar.
        </Typography>
        <Box
          component="ul"
          sx={{
            mt: 3,
            p: 0,
            listStyle: 'none',
            display: { xs: 'none', sm: 'flex' },
            flexDirection: 'column',
            gap: 1.5,
          }}
        >
          {highlights.map(({ icon: Icon, text }) => (
            <Box component="li" key={text} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <Icon color="primary" aria-hidden />
              <Typography>{text}</Typography>
            </Box>
          ))}
        </Box>
      </Box>
      <Box id="entrar" sx={{ display: 'grid' }}>
        {/* Part of the page, not a lazy chunk: the form is what a visitor came for, and a
            separate chunk only added a round trip (the login view carries no zod). */}
        <SignInCard />
      </Box>
    </Box>
  );
}
