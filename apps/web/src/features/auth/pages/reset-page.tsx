import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, LinearProgress, Link, Typography } from '@mui/material';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { HttpError } from '../../../platform/http';
import { authApi, isSession } from '../api/auth-api';
import { useReset } from '../api/mutations';
import { FormAlert } from '../components/form-alert';
import { PasswordField } from '../components/password-field';
import type { SignInNotice } from '../components/sign-in-card';
import { applyServerErrors, fieldError, muiField } from '../../../ui/form-fields';
import { resetFormSchema } from '../forms/schemas';

type LinkState = 'checking' | 'usable' | 'refused';

/** Expired or used links (`auth.token_*`) need a new e-mail, not another try. */
const isBadLink = (error: unknown) =>
  error instanceof HttpError && (error.code ?? '').startsWith('auth.token');

/**
 * Asks the server, as the page opens, whether the link still works (without using it up),
 * so a used or expired link is refused before anyone types a new password twice. Any other
 * failure (offline, 429) leaves the form usable: saving checks the link again anyway.
 */
function useLinkCheck(token: string, refuse: (message: string) => void): LinkState {
  const [state, setState] = useState<LinkState>(token ? 'checking' : 'refused');
  const onRefused = useEffectEvent(refuse);
  useEffect(() => {
    if (!token) return;
    let live = true;
    authApi.resetCheck(token).then(
      () => live && setState('usable'),
      (error: unknown) => {
        if (!live) return;
        if (!isBadLink(error)) return setState('usable');
        setState('refused');
        onRefused((error as Error).message);
      },
    );
    return () => {
      live = false;
    };
  }, [token]);
  return state;
}

/** `/registro/Recupera?token=…`: a new password, typed twice. */
export function ResetPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const reset = useReset();
  const [alert, setAlert] = useState<{ message: string; badLink: boolean } | null>(
    token ? null : { message: 'Este link de recuperação está incompleto.', badLink: true },
  );
  const link = useLinkCheck(token, (message) => setAlert({ message, badLink: true }));
  const closed = link !== 'usable';
  const { register, handleSubmit, setError, setFocus, formState } = useForm({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { password: '', confirmation: '' },
  });
  const { errors } = formState;
  // The fields open once the link is known to work: then the cursor goes to the first one;
  // a refused link puts it on the way forward (a link: `autoFocus` would not move it).
  const newLink = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (link === 'usable') setFocus('password');
    if (link === 'refused') newLink.current?.focus();
  }, [link, setFocus]);

  useEffect(() => {
    document.title = 'Recuperação de senha · Orbita';
  }, []);

  const submit = handleSubmit((values) => {
    setAlert(null);
    reset.mutate(
      { token, password: values.password },
      {
        onSuccess: (answer) => {
          if (isSession(answer)) void navigate('/me/home', { replace: true });
          else {
            const notice =
              answer && 'message' in answer
                ? answer.message
                : 'Senha alterada! Entre com a nova senha.';
            void navigate('/', { replace: true, state: { notice } satisfies SignInNotice });
          }
        },
        onError: (error) => {
          const message = applyServerErrors(error, setError, ['password']);
          setAlert(message ? { message, badLink: isBadLink(error) } : null);
        },
      },
    );
  });

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 500 }}>
          Criar nova senha
        </Typography>
        {link !== 'refused' && (
          <Typography color="text.secondary">
            Escolha uma senha com pelo menos 8 caracteres, diferente do seu e-mail.
          </Typography>
        )}
      </Box>
      {link === 'checking' && (
        <Box role="status" aria-label="Conferindo o link" sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            Conferindo o link…
          </Typography>
          <LinearProgress />
        </Box>
      )}
      {link === 'refused' ? (
        // A dead link: no fields to fill in vain, one way forward.
        <Box sx={{ display: 'grid', gap: 2 }}>
          <FormAlert severity="error">{alert?.message}</FormAlert>
          <Button
            ref={newLink}
            component={RouterLink}
            to="/?acao=recuperar-senha"
            variant="contained"
            size="large"
          >
            Pedir um novo link
          </Button>
        </Box>
      ) : (
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
          <PasswordField
            label="Nova senha"
            autoComplete="new-password"
            fullWidth
            disabled={closed}
            {...muiField(register('password'))}
            {...fieldError(errors.password)}
          />
          <PasswordField
            label="Confirme a nova senha"
            autoComplete="new-password"
            fullWidth
            disabled={closed}
            {...muiField(register('confirmation'))}
            {...fieldError(errors.confirmation)}
          />
          <FormAlert severity="error">
            {alert && (
              <>
                {alert.message}{' '}
                {alert.badLink && (
                  <Link
                    component={RouterLink}
                    to="/?acao=recuperar-senha"
                    color="inherit"
                    sx={{ fontWeight: 500 }}
                  >
                    Pedir um novo link
                  </Link>
                )}
              </>
            )}
          </FormAlert>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={closed || reset.isPending}
          >
            {reset.isPending ? 'Salvando…' : 'Salvar nova senha'}
          </Button>
        </Box>
      )}
      <Link component={RouterLink} to="/" variant="body2" sx={{ textAlign: 'center' }}>
        Voltar para entrar
      </Link>
    </Box>
  );
}
