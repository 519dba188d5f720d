import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useResendConfirmation } from '../api/mutations';
import { applyServerErrors, fieldError, muiField } from '../../../ui/form-fields';
import { resendConfirmationBodySchema } from '../forms/schemas';
import { FormAlert } from './form-alert';

/** A broken or old confirmation link: ask for the e-mail and send a fresh one. */
export function ResendByEmail() {
  const resend = useResendConfirmation();
  const { register, handleSubmit, setError, formState, getValues } = useForm({
    resolver: zodResolver(resendConfirmationBodySchema),
    defaultValues: { email: '' },
  });
  const submit = handleSubmit((values) => resend.mutate(values.email));
  const failure = resend.isError ? applyServerErrors(resend.error, setError, ['email']) : null;

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <TextField
        label="Seu e-mail"
        type="email"
        autoComplete="email"
        fullWidth
        {...muiField(register('email'))}
        {...fieldError(formState.errors.email)}
      />
      {resend.isSuccess && (
        <FormAlert severity="success">
          Se a conta ainda não foi confirmada, enviamos um novo link para {getValues('email')}.
        </FormAlert>
      )}
      <FormAlert severity="error">{failure}</FormAlert>
      <Button type="submit" variant="contained" disabled={resend.isPending}>
        {resend.isPending ? 'Enviando…' : 'Enviar novo link'}
      </Button>
    </Box>
  );
}
