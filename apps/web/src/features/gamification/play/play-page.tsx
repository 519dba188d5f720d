import { Box } from '@mui/material';
import { Navigate, useParams } from 'react-router';
import { CodeEntryCard } from './code-entry';
import { normalizeCode } from './normalize-code';
import { PublicGame } from './public-game';

/**
 * `/play/{codigo?}` (public, signed in or out): without a code, the field to type one; with
 * one, the game. Lives in the public chunk path, so it stays light (MUI only, no charts).
 */
export function PlayPage() {
  const { codigo } = useParams();
  const code = normalizeCode(codigo ?? '');
  // One URL per game: a code typed in lower case or with spaces goes to its canonical form.
  if (codigo && code && codigo !== code) return <Navigate to={`/play/${code}`} replace />;
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', py: { xs: 0, md: 2 } }}>
      {code ? <PublicGame key={code} code={code} /> : <CodeEntryCard />}
    </Box>
  );
}
