import { Box, Button, Chip, Link, Paper, Typography } from '@mui/material';
import {
  exploreKindLabels,
  exploreReportReasonLabels,
  moderationActionLabels,
  type ModerationAction,
  type ModerationItem,
} from '@orbita/contracts/explore';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '../../../platform/toasts';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { exploreApi } from '../api/explore-api';
import { shortDate } from '../feed/format';

/** Destructive for the item's public life: asked before. */
const confirmTexts: Partial<Record<ModerationAction, string>> = {
  hide: 'O item deixa de abrir e de aparecer no Explorar, na busca, no sitemap e nos feeds até ser restaurado.',
  dismiss: 'As denúncias abertas deste item são descartadas e ele sai da fila.',
};

function actionsOf(item: ModerationItem): ModerationAction[] {
  const list: ModerationAction[] = [item.hiddenAt ? 'restore' : 'hide'];
  if (item.reports.length > 0) list.push('dismiss');
  list.push(item.pickedAt ? 'unpick' : 'pick');
  return list;
}

/** One item of the queue: what it is, where, its reports, and the moderator's actions. */
export function ModerationCard({ item }: { item: ModerationItem }) {
  const client = useQueryClient();
  const [asking, setAsking] = useState<ModerationAction | null>(null);
  const act = useMutation({
    mutationFn: (action: ModerationAction) => exploreApi.moderate(item.kind, item.id, action),
    onSuccess: (_, action) => {
      notify.check(`${moderationActionLabels[action]}: feito`);
      setAsking(null);
    },
    onError: (error) => notify.error(error.message),
    onSettled: () => client.invalidateQueries({ queryKey: ['explore'] }),
  });
  const run = (action: ModerationAction) =>
    confirmTexts[action] ? setAsking(action) : act.mutate(action);
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={item.title}
      sx={{ p: 2, display: 'grid', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip size="small" label={exploreKindLabels[item.kind]} />
        {item.hiddenAt && <Chip size="small" color="warning" label="Oculto" />}
        {item.pickedAt && <Chip size="small" color="primary" label="Destacado" />}
      </Box>
      <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        <Link href={item.url} underline="hover" color="inherit">
          {item.title}
        </Link>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {item.site.title} · {item.site.handle}
        {item.hiddenAt
          ? ` · oculto em ${shortDate(item.hiddenAt)}${item.hiddenReason ? ` (${item.hiddenReason})` : ''}`
          : ''}
      </Typography>
      {item.reports.length > 0 && (
        <Box
          component="ul"
          aria-label="Denúncias"
          sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}
        >
          {item.reports.map((r) => (
            <li key={r.id}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                <strong>{exploreReportReasonLabels[r.reason]}</strong> · {shortDate(r.createdAt)}
                {r.details ? ` — ${r.details}` : ''}
              </Typography>
            </li>
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {actionsOf(item).map((action) => (
          <Button
            key={action}
            size="small"
            variant={action === 'hide' ? 'contained' : 'outlined'}
            color={action === 'hide' ? 'error' : 'primary'}
            loading={act.isPending && act.variables === action && !asking}
            onClick={() => run(action)}
          >
            {moderationActionLabels[action]}
          </Button>
        ))}
      </Box>
      <ConfirmDialog
        open={!!asking}
        title={asking ? `${moderationActionLabels[asking]} “${item.title}”?` : ''}
        text={asking ? confirmTexts[asking]! : ''}
        confirmLabel={asking ? moderationActionLabels[asking] : ''}
        busy={act.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && act.mutate(asking)}
      />
    </Paper>
  );
}
