import { Box, Button, type ButtonProps } from '@mui/material';
import { useEffect, useState } from 'react';
import { useResendConfirmation } from '../api/mutations';
import { FormAlert } from './form-alert';

const COOLDOWN_S = 30;

/** "Reenviar e-mail" with a short cooldown, so a worried person cannot flood their inbox. */
export function ResendConfirmation({
  email,
  variant = 'outlined',
}: {
  email: string;
  variant?: ButtonProps['variant'];
}) {
  const resend = useResendConfirmation();
  const [wait, setWait] = useState(0);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Button
        variant={variant}
        disabled={resend.isPending || wait > 0}
        onClick={() => resend.mutate(email, { onSuccess: () => setWait(COOLDOWN_S) })}
      >
        {resend.isPending
          ? 'Reenviando…'
          : wait > 0
            ? `Reenviar e-mail (${wait} s)`
            : 'Reenviar e-mail'}
      </Button>
      {resend.isSuccess && (
        <FormAlert severity="success">Enviamos um novo link para {email}.</FormAlert>
      )}
      {resend.isError && <FormAlert severity="error">{resend.error.message}</FormAlert>}
    </Box>
  );
}
