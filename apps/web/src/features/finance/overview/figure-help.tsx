import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { IconButton, Tooltip } from '@mui/material';

/**
 * A small "i" beside a figure that says what it counts (tap or hover, and focus by keyboard):
 * the home's "Saldo atual" and the cash flow's "Saldo no fim do período" count different
 * things, and say so here.
 */
export function FigureHelp({ label, text }: { label: string; text: string }) {
  return (
    <Tooltip title={text} enterTouchDelay={0} leaveTouchDelay={6000} describeChild>
      <IconButton size="small" aria-label={label} sx={{ p: 0.25, color: 'text.secondary' }}>
        <InfoOutlined sx={{ fontSize: 16 }} />
      </IconButton>
    </Tooltip>
  );
}
