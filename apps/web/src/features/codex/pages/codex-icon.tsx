import AutoStoriesOutlined from '@mui/icons-material/AutoStoriesOutlined';
import { Box } from '@mui/material';

/** The web address of a codex, and of one of its entries. */
export const codexPath = (id: string) => `/codex/codex/${id}`;
export const entryPath = (codexId: string, entryId: string) =>
  `/codex/codex/${codexId}?entrada=${entryId}`;

/** A codex's icon: its emoji, or the book. */
export function CodexIcon({ icon, size = 32 }: { icon: string | null; size?: number }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: size + 8,
        height: size + 8,
        display: 'grid',
        placeItems: 'center',
        fontSize: size * 0.8,
        lineHeight: 1,
        color: 'primary.main',
        flexShrink: 0,
        '& svg': { fontSize: size },
      }}
    >
      {icon ? icon : <AutoStoriesOutlined />}
    </Box>
  );
}
