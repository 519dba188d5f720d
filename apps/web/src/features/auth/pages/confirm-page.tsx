import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import { Box, CircularProgress, Link, Typography } from '@mui/material';
import type { Session } from '@orbita/contracts/auth';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { authApi } from '../api/auth-api';
import { startSession } from '../api/session-sync';
import { ResendByEmail } from '../components/resend-by-email';
import { takeNextAfterConfirm } from '../next-after-confirm';

/** One request per link even when React runs the effect twice (StrictMode) — a link is single-use. */
const confirmations = new Map<string, Promise<Session>>();
function confirmOnce(token: string): Promise<Session> {
  let pending = confirmations.get(token);
  if (!pending) {
    pending = authApi.confirm(token);
    confirmations.set(token, pending);
  }
  return pending;
}

/**
 * `/registro/Confirma?token=…`: confirms the e-mail and lands signed in where the sign-up
 * started from (`?next=` kept by the register view), else on `/me/home`. The onboarding
 * checkpoints are stored with the session, not tied to /me/home: the signed-in shell shows
 * them wherever the person enters it (from /play, right after joining the game).
 */
export function ConfirmPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(
    token ? null : 'Este link de confirmação está incompleto.',
  );

  useEffect(() => {
    document.title = 'Confirmação de e-mail · Orbita';
    if (!token) return;
    let active = true;
    confirmOnce(token).then(
      (session) => {
        if (!active) return;
        startSession(session);
        void navigate(takeNextAfterConfirm(), { replace: true });
      },
      (failure: unknown) => {
        if (active) setError(failure instanceof Error ? failure.message : String(failure));
      },
    );
    return () => {
      active = false;
    };
  }, [token, navigate]);

  if (!error) {
    return (
      <Box role="status" sx={{ display: 'grid', gap: 2, justifyItems: 'center', py: 3 }}>
        <CircularProgress aria-hidden />
        <Typography>Confirmando seu e-mail…</Typography>
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ textAlign: 'center' }}>
        <ErrorOutlined color="error" sx={{ fontSize: 48 }} aria-hidden />
        <Typography variant="h5" component="h1" sx={{ fontWeight: 500 }}>
          Não foi possível confirmar
        </Typography>
        <Typography role="alert" sx={{ mt: 1 }}>
          {error}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        Links de confirmação valem por 48 horas e só podem ser usados uma vez. Peça um novo:
      </Typography>
      <ResendByEmail />
      <Link component={RouterLink} to="/" sx={{ textAlign: 'center' }}>
        Ir para a página de entrada
      </Link>
    </Box>
  );
}
