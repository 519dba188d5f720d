import { Alert, Box, Button, Paper, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The error state of a query: the server's pt-BR message and a way to try again. */
export function QueryError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Tentar de novo
        </Button>
      }
    >
      {error.message}
    </Alert>
  );
}

/** The empty state of a collection: what it is for, and the first step when there is one. */
export function EmptyState({
  icon,
  title,
  children,
  action,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 3, md: 5 },
        textAlign: 'center',
        display: 'grid',
        gap: 1,
        justifyItems: 'center',
      }}
    >
      <Box sx={{ color: 'primary.main', '& svg': { fontSize: 48 } }} aria-hidden>
        {icon}
      </Box>
      <Typography variant="h6" component="p">
        {title}
      </Typography>
      {children && (
        <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
          {children}
        </Typography>
      )}
      {action && <Box sx={{ mt: 1 }}>{action}</Box>}
    </Paper>
  );
}

/** The loading state of a collection: `count` skeleton blocks, in `columns` columns from md up. */
export function LoadingBlocks({
  label,
  count = 3,
  height = 120,
  columns = 1,
}: {
  label: string;
  count?: number;
  height?: number;
  columns?: number;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: `repeat(${columns}, 1fr)` },
      }}
      role="status"
      aria-label={label}
    >
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={height} />
      ))}
    </Box>
  );
}
