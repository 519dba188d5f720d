import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import {
  EXPLORE_REPORT_DETAILS_MAX,
  exploreReportReasonLabels,
  exploreReportReasons,
  type ExploreItem,
  type ExploreReportReason,
} from '@orbita/contracts/explore';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { notify } from '../../../platform/toasts';
import { exploreApi } from '../api/explore-api';

/** "Denunciar": a reason from the fixed list and optional details, for the moderation queue. */
export function ReportDialog({ item, onClose }: { item: ExploreItem; onClose: () => void }) {
  const [reason, setReason] = useState<ExploreReportReason | ''>('');
  const [details, setDetails] = useState('');
  const send = useMutation({
    mutationFn: () =>
      exploreApi.report(item.kind, item.id, { reason: reason as ExploreReportReason, details }),
    onSuccess: () => {
      notify.success('Denúncia enviada. A moderação vai analisar.');
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason) send.mutate();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="report-title">
      <Box component="form" onSubmit={submit}>
        <DialogTitle id="report-title">Denunciar</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Box sx={{ overflowWrap: 'anywhere', fontWeight: 600 }}>{item.title}</Box>
          <FormControl required>
            <FormLabel id="report-reason">Motivo</FormLabel>
            <RadioGroup
              aria-labelledby="report-reason"
              value={reason}
              onChange={(e) => setReason(e.target.value as ExploreReportReason)}
            >
              {exploreReportReasons.map((r) => (
                <FormControlLabel
                  key={r}
                  value={r}
                  control={<Radio size="small" />}
                  label={exploreReportReasonLabels[r]}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <TextField
            label="Detalhes (opcional)"
            value={details}
            onChange={(e) => setDetails(e.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: EXPLORE_REPORT_DETAILS_MAX } }}
          />
          {send.isError && <Alert severity="error">{send.error.message}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <Button
            type="submit"
            variant="contained"
            color="error"
            disabled={!reason}
            loading={send.isPending}
          >
            Enviar denúncia
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
