import {
  Autocomplete,
  Box,
  FormControlLabel,
  FormLabel,
  IconButton,
  Radio,
  RadioGroup,
  TextField,
  Tooltip,
} from '@mui/material';
import {
  shortcutIcons,
  shortcutSchema,
  startPages,
  type Shortcut,
  type ShortcutIcon,
} from '@orbita/contracts/settings';
import { useState, type FormEvent } from 'react';
import { FormDialog } from '../../../ui/form-dialog';
import { shortcutIconSet } from './shortcut-icons';

type Draft = { name: string; kind: Shortcut['kind']; url: string; icon: ShortcutIcon };

/**
 * New or edited shortcut: a name, a screen of Orbita (picked or typed, e.g. a list's own
 * address) or another site (http/https), and an icon. Checked with the server's schema
 * before sending, so every refusal names its field here.
 */
export function ShortcutDialog({
  initial,
  onSave,
  onClose,
}: {
  initial?: Shortcut;
  onSave: (shortcut: Shortcut) => Promise<unknown>;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(
    initial
      ? { name: initial.name, kind: initial.kind, url: initial.url, icon: initial.icon }
      : { name: '', kind: 'internal', url: '', icon: 'link' },
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = shortcutSchema.safeParse({
      ...draft,
      url: draft.url.trim(),
      id: initial?.id ?? crypto.randomUUID(),
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((i) => [String(i.path[0]), i.message]).reverse(),
        ),
      );
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await onSave(parsed.data);
      onClose();
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      title={initial ? 'Editar atalho' : 'Novo atalho'}
      problem={problem}
      submitting={saving}
      submitLabel={initial ? 'Salvar' : 'Adicionar'}
      maxWidth="sm"
      onSubmit={(e) => void submit(e)}
      onClose={onClose}
    >
      <TextField
        label="Nome"
        value={draft.name}
        onChange={(e) => set({ name: e.target.value })}
        error={!!errors.name}
        helperText={errors.name ?? `${draft.name.length}/60`}
        autoFocus
        required
      />
      <Box>
        <FormLabel id="shortcut-kind">Abre</FormLabel>
        <RadioGroup
          row
          aria-labelledby="shortcut-kind"
          value={draft.kind}
          onChange={(e) => set({ kind: e.target.value as Draft['kind'], url: '' })}
        >
          <FormControlLabel value="internal" control={<Radio />} label="Uma tela do Orbita" />
          <FormControlLabel value="external" control={<Radio />} label="Outro site" />
        </RadioGroup>
      </Box>
      {draft.kind === 'internal' ? (
        <Autocomplete
          freeSolo
          options={startPages.map((p) => p.path)}
          getOptionLabel={(path) =>
            `${startPages.find((p) => p.path === path)?.title ?? path}${
              startPages.some((p) => p.path === path) ? ` (${path})` : ''
            }`
          }
          inputValue={draft.url}
          onInputChange={(_, value, reason) => {
            if (reason !== 'reset') set({ url: value });
          }}
          onChange={(_, value) => set({ url: value ?? '' })}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Tela"
              placeholder="/flow/listas"
              error={!!errors.url}
              helperText={errors.url ?? 'Escolha uma tela ou cole o endereço dela no Orbita.'}
              required
            />
          )}
        />
      ) : (
        <TextField
          label="Endereço"
          type="url"
          value={draft.url}
          onChange={(e) => set({ url: e.target.value })}
          placeholder="https://"
          error={!!errors.url}
          helperText={errors.url ?? 'Abre em uma nova aba.'}
          required
        />
      )}
      <Box>
        <FormLabel id="shortcut-icon">Ícone</FormLabel>
        <Box
          role="radiogroup"
          aria-labelledby="shortcut-icon"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 1 }}
        >
          {shortcutIcons.map((key) => {
            const { Icon, label } = shortcutIconSet[key];
            const checked = draft.icon === key;
            return (
              <Tooltip key={key} title={label}>
                <IconButton
                  role="radio"
                  aria-checked={checked}
                  aria-label={label}
                  onClick={() => set({ icon: key })}
                  color={checked ? 'primary' : 'default'}
                  sx={{
                    border: 1,
                    borderColor: checked ? 'primary.main' : 'divider',
                    bgcolor: checked ? 'action.selected' : undefined,
                  }}
                >
                  <Icon fontSize="small" />
                </IconButton>
              </Tooltip>
            );
          })}
        </Box>
      </Box>
    </FormDialog>
  );
}
