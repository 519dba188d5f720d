import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { processTemplates, type Process, type ProcessTemplateKey } from '@orbita/contracts/flow';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActionArea,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useState } from 'react';
import { notify } from '../../../platform/toasts';
import { useCreateProcess } from './process-mutations';
import { StageBar } from './stage-bar';

interface DraftStage {
  name: string;
  color: string;
  wipLimit: string;
}

const blankStages: DraftStage[] = [
  { name: 'A fazer', color: '#90a4ae', wipLimit: '' },
  { name: 'Em andamento', color: '#64b5f6', wipLimit: '5' },
  { name: 'Concluído', color: '#81c784', wipLimit: '' },
];

/** "Novo processo": from a template (its stages) or blank with a stages editor. */
export function NewProcessDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (p: Process) => void;
}) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [mode, setMode] = useState<'template' | 'blank'>('template');
  const [template, setTemplate] = useState<ProcessTemplateKey>('sales-funnel');
  const [name, setName] = useState('');
  const [stages, setStages] = useState<DraftStage[]>(blankStages);
  const create = useCreateProcess();
  const created = (p: Process) => {
    notify.success('Processo criado.');
    onCreated(p);
  };
  const submit = () => {
    if (mode === 'template')
      create.mutate(
        { templateKey: template, ...(name.trim() ? { name: name.trim() } : {}) },
        { onSuccess: created },
      );
    else
      create.mutate(
        {
          name: name.trim(),
          stages: stages.map((s) => ({
            name: s.name,
            color: s.color,
            wipLimit: s.wipLimit.trim() ? Number(s.wipLimit) : null,
          })),
        },
        { onSuccess: created },
      );
  };
  const setStage = (i: number, patch: Partial<DraftStage>) =>
    setStages((all) => all.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      aria-labelledby="new-process-title"
    >
      <DialogTitle id="new-process-title">Novo processo</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Tabs
            value={mode}
            onChange={(_e, v: 'template' | 'blank') => setMode(v)}
            aria-label="Como começar"
          >
            <Tab value="template" label="De um modelo" />
            <Tab value="blank" label="Em branco" />
          </Tabs>
          {create.error && <Alert severity="error">{create.error.message}</Alert>}
          <TextField
            label={mode === 'template' ? 'Nome (opcional: usa o do modelo)' : 'Nome'}
            value={name}
            onChange={(e) => setName(e.target.value)}
            required={mode === 'blank'}
          />
          {mode === 'template' ? (
            <Box
              role="radiogroup"
              aria-label="Modelos"
              sx={{
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
              }}
            >
              {processTemplates.map((t) => (
                <Card
                  key={t.key}
                  variant="outlined"
                  sx={{
                    borderColor: template === t.key ? 'primary.main' : undefined,
                    borderWidth: template === t.key ? 2 : 1,
                  }}
                >
                  <CardActionArea
                    role="radio"
                    aria-checked={template === t.key}
                    onClick={() => setTemplate(t.key)}
                    sx={{
                      p: 2,
                      height: '100%',
                      display: 'flex',
                      flexDirection: 'column',
                      alignItems: 'stretch',
                      gap: 1,
                    }}
                  >
                    <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                      {t.name}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t.description}
                    </Typography>
                    <StageBar stages={t.stages.map((s) => ({ ...s, cardCount: 1 }))} />
                    <Typography variant="caption" color="text.secondary">
                      {t.stages.map((s) => s.name).join(' → ')}
                    </Typography>
                  </CardActionArea>
                </Card>
              ))}
            </Box>
          ) : (
            <Stack spacing={1}>
              {stages.map((s, i) => (
                <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Box
                    component="input"
                    type="color"
                    value={s.color}
                    aria-label={`Cor da etapa ${i + 1}`}
                    onChange={(e) => setStage(i, { color: e.target.value })}
                    sx={{ width: 36, height: 36, border: 0, p: 0, bgcolor: 'transparent' }}
                  />
                  <TextField
                    size="small"
                    label={`Etapa ${i + 1}`}
                    value={s.name}
                    onChange={(e) => setStage(i, { name: e.target.value })}
                    sx={{ flex: 1 }}
                  />
                  <TextField
                    size="small"
                    type="number"
                    label="Limite WIP"
                    value={s.wipLimit}
                    onChange={(e) => setStage(i, { wipLimit: e.target.value })}
                    sx={{ width: 110 }}
                  />
                  <IconButton
                    aria-label={`Remover etapa ${i + 1}`}
                    onClick={() => setStages((all) => all.filter((_, j) => j !== i))}
                    disabled={stages.length <= 1}
                  >
                    <DeleteOutline />
                  </IconButton>
                </Stack>
              ))}
              <Button
                startIcon={<AddOutlined />}
                onClick={() =>
                  setStages((all) => [...all, { name: '', color: '#90a4ae', wipLimit: '' }])
                }
                sx={{ alignSelf: 'flex-start' }}
              >
                Adicionar etapa
              </Button>
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button
          variant="contained"
          onClick={submit}
          loading={create.isPending}
          disabled={mode === 'blank' && !name.trim()}
        >
          Criar processo
        </Button>
      </DialogActions>
    </Dialog>
  );
}
