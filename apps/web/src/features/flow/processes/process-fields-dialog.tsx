import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import type { Process } from '@orbita/contracts/flow';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { notify } from '../../../platform/toasts';
import { useProcessChange } from './process-mutations';
import { processesApi } from './processes-api';

/** `Valor do contrato` → `valor_do_contrato`: the key the API and formulas use. */
export const fieldKeyOf = (label: string) =>
  label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .replace(/^(\d)/, 'c_$1')
    .slice(0, 40);

/**
 * The process's numeric card fields (shown in every card's drawer). A field keeps its key
 * when renamed; removing one hides its values (they come back if the key returns).
 */
export function ProcessFieldsDialog({
  process,
  onClose,
}: {
  process: Process;
  onClose: () => void;
}) {
  const [fields, setFields] = useState(process.fields);
  const [label, setLabel] = useState('');
  const change = useProcessChange();
  const add = () => {
    const name = label.trim();
    const key = fieldKeyOf(name);
    if (!name || !key) return;
    if (fields.some((f) => f.key === key)) {
      notify.error(`Já existe um campo "${name}".`);
      return;
    }
    setFields([...fields, { key, label: name }]);
    setLabel('');
  };
  const save = () =>
    change.mutate(() => processesApi.update(process.id, { fields, version: process.version }), {
      onSuccess: onClose,
    });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="process-fields-title">
      <DialogTitle id="process-fields-title">Campos dos cartões</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Números que cada cartão de {process.name} pode preencher (valor, quantidade…).
        </Typography>
        <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {fields.map((f, i) => (
            <Stack component="li" key={f.key} direction="row" sx={{ alignItems: 'center' }}>
              <TextField
                size="small"
                label="Nome do campo"
                value={f.label}
                onChange={(e) =>
                  setFields(fields.map((g, j) => (j === i ? { ...g, label: e.target.value } : g)))
                }
                helperText={`Chave: ${f.key}`}
                sx={{ flex: 1 }}
              />
              <IconButton
                aria-label={`Remover campo ${f.label}`}
                onClick={() => setFields(fields.filter((_, j) => j !== i))}
              >
                <DeleteOutline />
              </IconButton>
            </Stack>
          ))}
        </Stack>
        {fields.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            Nenhum campo ainda.
          </Typography>
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'flex-start' }}>
          <TextField
            size="small"
            label="Novo campo"
            value={label}
            onChange={(e) => setLabel(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
            helperText="Enter adiciona"
            sx={{ flex: 1 }}
          />
          <Button startIcon={<AddOutlined />} onClick={add} disabled={!fieldKeyOf(label)}>
            Adicionar
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" onClick={save} loading={change.isPending}>
          Salvar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
