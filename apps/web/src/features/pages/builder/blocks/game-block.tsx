import { MenuItem, Stack, TextField } from '@mui/material';
import { gamificationEndpoints } from '@orbita/contracts/gamification';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../platform/http';
import type { BlockEditorProps } from './block-props';

/** A "join the game" link to `/play/{codigo}` of one of the workspace's gamifications. */
export function GameBlockEditor({ block, readOnly, onChange }: BlockEditorProps<'game'>) {
  const games = useQuery({
    queryKey: ['gamification', 'games', 'page-builder'],
    queryFn: ({ signal }) => callApi(gamificationEndpoints.games, { query: {}, signal }),
  });
  const items = games.data?.items ?? [];
  const known = items.some((g) => g.code === block.code);
  return (
    <Stack spacing={1.5} direction={{ xs: 'column', sm: 'row' }}>
      <TextField
        select
        size="small"
        label="Gamificação"
        required
        fullWidth
        value={known || !block.code ? block.code : ''}
        disabled={readOnly || games.isPending}
        error={!block.code || games.isError}
        helperText={
          games.isError
            ? games.error.message
            : games.isSuccess && items.length === 0
              ? 'Nenhuma gamificação nesta conta ainda.'
              : block.code
                ? `Abre /play/${block.code}`
                : 'Escolha a gamificação.'
        }
        onChange={(e) => onChange({ ...block, code: e.target.value })}
      >
        {items.map((g) => (
          <MenuItem key={g.id} value={g.code}>
            {g.name} — {g.code}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label="Rótulo"
        value={block.label ?? ''}
        disabled={readOnly}
        placeholder="Entrar no jogo"
        onChange={(e) => onChange({ ...block, label: e.target.value || undefined })}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
    </Stack>
  );
}
