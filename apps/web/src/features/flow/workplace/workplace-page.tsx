import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Alert, Box, Button, Chip, CircularProgress, Skeleton, Stack } from '@mui/material';
import type { InboxItem } from '@orbita/contracts/flow';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageHeader } from '../../../ui/page-header';
import { inboxQueries } from '../inbox/api/queries';
import { useCan, useRoleKnown } from '../../../platform/session/app-state';
import { useCaptures } from '../inbox/api/use-captures';
import { GuidedDialog } from './guided-dialog';
import { InboxPanel } from './inbox-panel';
import { InboxSteps, inboxSteps, type InboxStep } from './inbox-steps';
import { ProcessesGlance } from './processes-glance';
import { ReviewBanner } from './review-banner';
import { useBulkItems, useItemSave } from './use-inbox-actions';

const isStep = (value: string | null): value is InboxStep =>
  inboxSteps.includes(value as InboxStep);

/** `/flow/workplace`: the inbox with its four steps, the guided processing, and the workflows. */
export function WorkplacePage() {
  const [params, setParams] = useSearchParams();
  const etapa = params.get('etapa');
  const step: InboxStep = isStep(etapa) ? etapa : 'coletar';
  const open = useInfiniteQuery(inboxQueries.open());
  const summary = useQuery(inboxQueries.summary());
  const lists = useQuery(inboxQueries.lists());
  const processes = useQuery(inboxQueries.processes());
  const bulk = useBulkItems();
  const itemSave = useItemSave();
  const canWrite = useCan('content.write');
  // The panel's shape depends on the role (writers get the capture box) and the summary
  // (review banner, urgent chip above the steps): drawn before both are known, it jumped
  // when they came (Lighthouse CLS 0.25 on a cold load, issue 25). The skeleton waits.
  const settled = useRoleKnown() && !summary.isPending;
  const loading = open.isPending || (open.isSuccess && !settled);
  const { captures, capture, retry } = useCaptures();
  const [guided, setGuided] = useState<InboxItem[] | null>(null);

  const items = useMemo(() => open.data?.pages.flatMap((p) => p.items) ?? [], [open.data]);
  const openIds = useMemo(() => items.map((i) => i.id), [items]);
  const queue = items.filter((i) => !i.someday);
  const canStart = lists.isSuccess && processes.isSuccess;
  const start = () => {
    if (canStart && queue.length > 0) setGuided(queue);
  };
  const setStep = (next: InboxStep) =>
    setParams(next === 'coletar' ? {} : { etapa: next }, { replace: true });

  return (
    <Box>
      {itemSave.dialog}
      <PageHeader
        title="Workplace"
        subtitle="Flow"
        actions={
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button component={RouterLink} to="/flow/coleta-ideias" variant="outlined">
              Coleta de ideias
            </Button>
            {canWrite && (
              <Button
                variant="contained"
                startIcon={<PlayArrowIcon />}
                onClick={start}
                disabled={!canStart || queue.length === 0}
              >
                Processar ({queue.length})
              </Button>
            )}
          </Stack>
        }
      />
      {settled && summary.data?.reviewDue && (
        <ReviewBanner
          oldestCollectedAt={summary.data.oldestCollectedAt}
          onProcess={() => setStep('processar')}
        />
      )}
      {settled && summary.data && summary.data.urgent > 0 && (
        <Chip
          color="error"
          label={
            summary.data.urgent === 1
              ? '1 item urgente (vence em até 24 h)'
              : `${summary.data.urgent} itens urgentes (vencem em até 24 h)`
          }
          sx={{ mb: 2 }}
        />
      )}
      <InboxSteps value={step} onChange={setStep} summary={summary.data} />
      {loading && (
        <Box
          role="status"
          aria-label="Carregando a caixa de entrada"
          sx={{ display: 'grid', gap: 1 }}
        >
          {/* The capture box and two items: about the height of what comes. */}
          {step === 'coletar' && <Skeleton variant="rounded" height={152} sx={{ mb: 1 }} />}
          {[0, 1].map((i) => (
            <Skeleton key={i} variant="rounded" height={76} />
          ))}
        </Box>
      )}
      {open.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void open.refetch()}>
              Tentar de novo
            </Button>
          }
        >
          Não foi possível carregar a caixa de entrada. {open.error.message}
        </Alert>
      )}
      {open.isSuccess && settled && (
        <InboxPanel
          step={step}
          items={items}
          canWrite={canWrite}
          captures={captures}
          onCapture={capture}
          onRetry={retry}
          onBulk={(action, ids) => bulk.mutate({ action, ids })}
          onUpdate={(id, body) =>
            void itemSave
              .save({ id, ...body }, items.find((i) => i.id === id)?.version)
              .catch(() => undefined)
          }
          onStart={start}
          canStart={canStart}
          busy={bulk.isPending}
        />
      )}
      {open.hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Button
            variant="outlined"
            onClick={() => void open.fetchNextPage()}
            disabled={open.isFetchingNextPage}
            startIcon={open.isFetchingNextPage ? <CircularProgress size={16} /> : undefined}
          >
            {open.isFetchingNextPage ? 'Carregando…' : 'Carregar mais'}
          </Button>
        </Box>
      )}
      {/* Below the inbox, drawn with it: under the skeleton it was pushed down as the inbox came.
          Its query is this page's `processes` (already loading), so it waits for nothing. */}
      {!loading && <ProcessesGlance />}
      {guided && (
        <GuidedDialog
          queue={guided}
          openIds={openIds}
          lists={lists.data ?? []}
          processes={processes.data ?? []}
          onClose={() => setGuided(null)}
        />
      )}
    </Box>
  );
}
