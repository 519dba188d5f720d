import TagOutlined from '@mui/icons-material/TagOutlined';
import { Box, IconButton, InputAdornment, TextField } from '@mui/material';
import { useState } from 'react';
import { tasksApi } from './tasks-api';
import type { TaskDetail } from '@orbita/contracts/flow';

/** "Ir para código": `TAR-0042` opens that task (any list of the workspace). */
export function CodeSearch({ onFound }: { onFound: (task: TaskDetail) => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const go = async () => {
    if (!code.trim()) return;
    setBusy(true);
    setError(null);
    try {
      onFound(await tasksApi.byCode(code));
      setCode('');
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        void go();
      }}
      sx={{ width: { xs: '100%', sm: 200 } }}
    >
      <TextField
        size="small"
        fullWidth
        label="Ir para código"
        placeholder="TAR-0042"
        value={code}
        disabled={busy}
        error={!!error}
        helperText={error ?? undefined}
        onChange={(e) => setCode(e.target.value)}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton size="small" type="submit" aria-label="Abrir tarefa pelo código">
                  <TagOutlined fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}
