import { Box, type AlertProps } from '@mui/material';
import { lazy, Suspense } from 'react';

// MUI's Alert (2.9 KB gzip with its icons) arrives on demand: this is used on the sign-in
// route, whose JS has a 200 KB budget, and most visitors never see an alert there. For the
// few milliseconds it takes, the same words show plainly, already announced.
const Alert = lazy(() => import('@mui/material/Alert'));

/** A form's message, announced by screen readers (errors as alerts) without moving focus. */
export function FormAlert({ children, ...props }: AlertProps) {
  if (!children) return null;
  const role = props.severity === 'error' ? 'alert' : 'status';
  return (
    <Suspense
      fallback={
        <Box role={role} sx={{ py: 0.75, px: 2, ...props.sx }}>
          {children}
        </Box>
      }
    >
      <Alert role={role} {...props}>
        {children}
      </Alert>
    </Suspense>
  );
}
