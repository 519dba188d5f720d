import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Link, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { HttpError } from '../../../platform/http';
import { isSession } from '../api/auth-api';
import { useReset } from '../api/mutations';
import { FormAlert } from '../components/form-alert';
import { PasswordField } from '../components/password-field';
import type { SignInNotice } from '../components/sign-in-card';
import { applyServerErrors, fieldError, muiField } from '../../../ui/form-fields';
import { resetFormSchema } from '../forms/schemas';

/** `/registro/Recupera?token=…`: a new password, typed twice. */
export function ResetPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const reset = useReset();
  const [alert, setAlert] = useState<{ message: string; badLink: boolean } | null>(
    token ? null : { message: 'Este link de recuperação está incompleto.', badLink: true },
  );
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { password: '', confirmation: '' },
  });
  const { errors } = formState;

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
          // Expired or used links (`auth.token_*`) need a new e-mail, not another try.
          const badLink = error instanceof HttpError && (error.code ?? '').startsWith('auth.token');
          setAlert(message ? { message, badLink } : null);
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
        <Typography color="text.secondary">
          Escolha uma senha com pelo menos 8 caracteres, diferente do seu e-mail.
        </Typography>
      </Box>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        <PasswordField
          label="Nova senha"
          autoComplete="new-password"
          autoFocus
          fullWidth
          disabled={!token}
          {...muiField(register('password'))}
          {...fieldError(errors.password)}
        />
        <PasswordField
          label="Confirme a nova senha"
          autoComplete="new-password"
          fullWidth
          disabled={!token}
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
        <Button type="submit" variant="contained" size="large" disabled={!token || reset.isPending}>
          {reset.isPending ? 'Salvando…' : 'Salvar nova senha'}
        </Button>
      </Box>
      <Link component={RouterLink} to="/" variant="body2" sx={{ textAlign: 'center' }}>
        Voltar para entrar
      </Link>
    </Box>
  );
}
