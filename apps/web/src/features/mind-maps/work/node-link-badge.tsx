import { Box } from '@mui/material';
import type { NodeLink } from '@orbita/contracts/mind-maps';
import { Link } from 'react-router';
import { linkPath } from './use-node-links';

/**
 * A node's work badge: the task's code on its status colour (struck through when gone), a
 * link to the task. Text only: the code and label come from the server but are never markup.
 */
export function NodeLinkBadge({ link }: { link: NodeLink }) {
  const to = linkPath(link);
  const label = `${link.code} · ${link.statusLabel}`;
  const sx = {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 0.5,
    px: 0.75,
    py: 0.125,
    borderRadius: 1,
    fontSize: 12,
    fontWeight: 600,
    lineHeight: 1.5,
    color: '#fff',
    bgcolor: link.color,
    textDecoration: link.gone ? 'line-through' : 'none',
    whiteSpace: 'nowrap',
  } as const;
  const content = (
    <>
      {link.done && <span aria-hidden>✓</span>}
      {link.code}
    </>
  );
  return to ? (
    <Box
      component={Link}
      to={to}
      sx={sx}
      title={label}
      aria-label={`Abrir ${link.kind === 'task' ? 'tarefa' : 'item'} ${label}`}
      data-link-status={link.status ?? 'gone'}
      onPointerDown={(e) => e.stopPropagation()}
    >
      {content}
    </Box>
  ) : (
    <Box component="span" sx={sx} title={label} data-link-status={link.status ?? 'gone'}>
      {content}
    </Box>
  );
}
