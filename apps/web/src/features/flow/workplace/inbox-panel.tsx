import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Box, Button, Paper, Typography } from '@mui/material';
import type {
  BulkItemsBody,
  CreateItemBody,
  InboxItem,
  UpdateItemBody,
} from '@orbita/contracts/flow';
import type { Capture } from '../inbox/api/use-captures';
import { RoleLimitNote } from '../../../ui/role-limit-note';
import { CaptureField } from '../inbox/components/capture-field';
import { CapturedList } from '../inbox/components/captured-list';
import type { InboxStep } from './inbox-steps';
import { InboxItemList } from './inbox-item-list';
import { OrganizeControls } from './organize-controls';

const empty: Record<InboxStep, { title: string; text: string }> = {
  coletar: {
    title: 'Caixa de entrada vazia.',
    text: 'Mente limpa! Colete uma ideia acima quando ela aparecer.',
  },
  separar: {
    title: 'Nada para separar.',
    text: 'Os itens coletados aparecem aqui para você decidir o que é acionável.',
  },
  organizar: {
    title: 'Nada para organizar.',
    text: 'Itens separados aparecem aqui para receber prioridade, tamanho e prazo.',
  },
  processar: { title: 'Nada para processar.', text: 'Tudo o que você coletou já tem destino.' },
};

function Empty({ step, canWrite }: { step: InboxStep; canWrite: boolean }) {
  return (
    <Paper variant="outlined" sx={{ textAlign: 'center', py: { xs: 4, md: 6 }, px: 2 }}>
      <InboxOutlinedIcon color="primary" sx={{ fontSize: 48, opacity: 0.7 }} aria-hidden />
      <Typography variant="h6" component="p">
        {empty[step].title}
      </Typography>
      <Typography color="text.secondary">
        {canWrite ? empty[step].text : 'Os itens que a equipe coletar aparecem aqui.'}
      </Typography>
    </Paper>
  );
}

interface InboxPanelProps {
  step: InboxStep;
  items: InboxItem[];
  canWrite: boolean;
  captures: Capture[];
  onCapture: (body: CreateItemBody) => void;
  onRetry: (key: string) => void;
  onBulk: (action: BulkItemsBody['action'], ids: string[]) => void;
  onUpdate: (id: string, body: UpdateItemBody) => void;
  onStart: () => void;
  canStart: boolean;
  busy: boolean;
}

/** What each step shows: capture, triage (bulk), organize (in place), process (the guided flow). */
export function InboxPanel({
  step,
  items,
  canWrite,
  captures,
  onCapture,
  onRetry,
  onBulk,
  onUpdate,
  onStart,
  canStart,
  busy,
}: InboxPanelProps) {
  const collected = items.filter((i) => i.stage === 'collected');
  const separated = items.filter((i) => i.stage === 'separated');
  const queue = items.filter((i) => !i.someday);
  const listed = new Set(items.map((i) => i.id));
  // Captures not in the list yet (saving, failed, or saved but not refetched): shown at once.
  const pending = captures.filter((c) => !c.item || !listed.has(c.item.id));
  const shown = { coletar: collected, separar: collected, organizar: separated, processar: queue }[
    step
  ];

  return (
    <Box role="tabpanel" id={`inbox-panel-${step}`} aria-labelledby={`inbox-tab-${step}`}>
      {!canWrite && <RoleLimitNote sx={{ mb: 2 }} />}
      {step === 'coletar' && canWrite && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
          <CaptureField onCapture={onCapture} label="Coletar um item" />
          <CapturedList captures={pending} onRetry={onRetry} dense />
        </Paper>
      )}
      {step === 'processar' && (
        <Paper
          variant="outlined"
          sx={{
            p: 2,
            mb: 2,
            display: 'flex',
            gap: 2,
            alignItems: { sm: 'center' },
            flexDirection: { xs: 'column', sm: 'row' },
          }}
        >
          <Typography sx={{ flex: 1 }} color="text.secondary">
            Um item por vez: é acionável? Leva menos de 2 minutos? Cada resposta tem uma tecla de
            atalho.
          </Typography>
          <Button
            variant="contained"
            startIcon={<PlayArrowIcon />}
            onClick={onStart}
            disabled={!canStart || queue.length === 0 || !canWrite}
          >
            Começar a processar
          </Button>
        </Paper>
      )}
      {shown.length === 0 ? (
        <Empty step={step} canWrite={canWrite} />
      ) : (
        <InboxItemList
          items={shown}
          label={`Itens: ${step}`}
          bulk={
            !canWrite
              ? []
              : step === 'separar'
                ? ['separate', 'cancel', 'archive']
                : step === 'organizar'
                  ? ['cancel', 'archive']
                  : []
          }
          onBulk={onBulk}
          busy={busy}
          editable={canWrite}
          renderExtra={
            step === 'organizar' && canWrite
              ? (item) => (
                  <OrganizeControls item={item} onChange={(body) => onUpdate(item.id, body)} />
                )
              : undefined
          }
        />
      )}
    </Box>
  );
}
