import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { CONFLICT_MESSAGE } from '@orbita/contracts';
import { useId } from 'react';

/** One changed field: its label, the person's value and the newer one, ready to read. */
export interface ConflictRow {
  field: string;
  label: string;
  mine: string;
  current: string;
}

/**
 * The person's edit met a newer version: the newer values next to theirs, and the choice.
 * "Reaplicar" sends their changes again on top of the newer version; "Descartar" keeps it.
 */
export function ConflictDialog({
  rows,
  onReapply,
  onDiscard,
}: {
  rows: ConflictRow[];
  onReapply: () => void;
  onDiscard: () => void;
}) {
  const id = useId();
  const theme = useTheme();
  // Three columns of free text do not fit a phone: there each field reads top to bottom.
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog
      open
      onClose={onDiscard}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>Outra pessoa alterou este registro</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`} sx={{ mb: 2 }}>
          {CONFLICT_MESSAGE}
        </DialogContentText>
        {narrow ? (
          <Box component="dl" aria-label="Suas alterações e a versão atual" sx={{ m: 0 }}>
            {rows.map((row) => (
              <Box key={row.field} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
                <Typography component="dt" variant="subtitle2">
                  {row.label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  <Typography component="span" variant="caption" color="text.secondary">
                    Versão atual:{' '}
                  </Typography>
                  {row.current}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  <Typography component="span" variant="caption" color="text.secondary">
                    Sua alteração:{' '}
                  </Typography>
                  {row.mine}
                </Typography>
              </Box>
            ))}
          </Box>
        ) : (
          <Table size="small" aria-label="Suas alterações e a versão atual">
            <TableHead>
              <TableRow>
                <TableCell>Campo</TableCell>
                <TableCell>Versão atual</TableCell>
                <TableCell>Sua alteração</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.field}>
                  <TableCell component="th" scope="row">
                    {row.label}
                  </TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{row.current}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{row.mine}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions
        sx={
          narrow
            ? {
                flexDirection: 'column-reverse',
                alignItems: 'stretch',
                gap: 1,
                '& > :not(style) ~ :not(style)': { ml: 0 },
              }
            : undefined
        }
      >
        <Button onClick={onDiscard}>Descartar as minhas</Button>
        <Button variant="contained" onClick={onReapply}>
          Reaplicar minhas alterações
        </Button>
      </DialogActions>
    </Dialog>
  );
}
