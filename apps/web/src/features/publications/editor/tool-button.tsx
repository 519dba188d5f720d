import { IconButton, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * One toolbar button: the pt-BR name is its accessible name, the tooltip adds the shortcut, a
 * toggle says whether it is on (aria-pressed). Keeps focus in the editor when clicked with the
 * mouse (mousedown prevented), so the selection the command acts on is not lost.
 */
export function ToolButton({
  label,
  keys,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  keys?: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={keys ? `${label} (${keys})` : label}>
      {/* The span lets the tooltip explain a disabled button too. */}
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={active === undefined ? undefined : active}
          disabled={disabled}
          onMouseDown={(e) => e.preventDefault()}
          onClick={onClick}
          color={active ? 'primary' : 'default'}
          sx={active ? { bgcolor: 'action.selected' } : undefined}
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}
