import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { Box, Typography } from '@mui/material';
import { ResendConfirmation } from './resend-confirmation';

/** After sign-up: where the link went, how long it lasts, and a way to get another. */
export function ConfirmationSent({ email }: { email: string }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, textAlign: 'center' }}>
      <MarkEmailReadOutlined color="primary" sx={{ fontSize: 56, mx: 'auto' }} aria-hidden />
      <Typography variant="h5" component="h2" sx={{ fontWeight: 500 }}>
        Confirme seu e-mail
      </Typography>
      <Typography>
        Enviamos um link de confirmação para <strong>{email}</strong>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Abra o link para ativar sua conta; ele vale por 48 horas. Não chegou? Veja a caixa de spam
        ou peça outro.
      </Typography>
      <ResendConfirmation email={email} />
    </Box>
  );
}
