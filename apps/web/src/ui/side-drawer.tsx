import CloseOutlined from '@mui/icons-material/CloseOutlined';
import {
  Box,
  CircularProgress,
  Drawer,
  IconButton,
  Stack,
  Typography,
  type SxProps,
  type Theme,
} from '@mui/material';
import { useId, type ReactNode } from 'react';
import { QueryError } from './query-states';

/** What the drawer needs of the query that loads its record (a TanStack Query result fits). */
export interface DrawerQuery {
  isPending: boolean;
  isError: boolean;
  /** A background refetch failed while the record loaded before is still at hand. */
  isRefetchError?: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/**
 * A record's details in a right-hand side panel (full width on phones): a header with the
 * title, the record's actions and "Fechar", then the body once `query` has loaded — a spinner
 * while it loads, the server's message with "Tentar de novo" when it failed.
 *
 * A failed background refetch (a realtime invalidation on a busy server, a moment offline)
 * keeps the loaded record on screen, with the message above it: replacing the body would
 * unmount it and lose what the person had open or was typing in it.
 */
export function SideDrawer({
  title,
  titleSx,
  width = 520,
  actions,
  query,
  loadingLabel,
  onClose,
  children,
  after,
}: {
  title: ReactNode;
  titleSx?: SxProps<Theme>;
  width?: number;
  actions?: ReactNode;
  query: DrawerQuery;
  loadingLabel: string;
  onClose: () => void;
  /** The loaded record's content. */
  children: ReactNode;
  /** Rendered outside the scrolling body (e.g. a confirmation dialog). */
  after?: ReactNode;
}) {
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      sx={{ zIndex: (t) => t.zIndex.modal }}
      slotProps={{ paper: { sx: { width: { xs: '100%', md: width } } } }}
      aria-labelledby={titleId}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography
          id={titleId}
          variant="subtitle1"
          sx={[{ flex: 1 }, ...(Array.isArray(titleSx) ? titleSx : [titleSx])]}
        >
          {title}
        </Typography>
        {actions}
        <IconButton onClick={onClose} aria-label="Fechar">
          <CloseOutlined />
        </IconButton>
      </Stack>
      <Box sx={{ p: 2, overflowY: 'auto', display: 'grid', gap: 2.5 }}>
        {query.isPending ? (
          <Box
            sx={{ display: 'grid', placeItems: 'center', py: 8 }}
            role="status"
            aria-label={loadingLabel}
          >
            <CircularProgress />
          </Box>
        ) : query.isError && query.error && !query.isRefetchError ? (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <>
            {query.isRefetchError && query.error && (
              <QueryError error={query.error} onRetry={() => void query.refetch()} />
            )}
            {children}
          </>
        )}
      </Box>
      {after}
    </Drawer>
  );
}
