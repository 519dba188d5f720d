import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined';
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { ruleMatchLabels, type FinanceRule } from '@orbita/contracts/finance';
import { Box, Chip, IconButton, Stack, Switch, Tooltip, Typography } from '@mui/material';
import { useHeldValue } from '../../../platform/cache';

/** One rule: what it looks for, what it gives, and (for who manages) on/off, order, edit, delete. */
export function RuleItem({
  rule,
  index,
  count,
  canManage,
  busy,
  onToggle,
  onMove,
  onEdit,
  onDelete,
}: {
  rule: FinanceRule;
  index: number;
  count: number;
  canManage: boolean;
  busy: boolean;
  onToggle: (enabled: boolean) => Promise<unknown>;
  onMove: (delta: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const name = `'${rule.pattern}'`;
  // The click shows at once and holds until the save settles (see useHeldValue).
  const [enabled, hold] = useHeldValue(rule.enabled);
  return (
    <Box
      component="li"
      aria-label={`Regra ${name}`}
      sx={{
        display: 'flex',
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        opacity: rule.enabled ? 1 : 0.65,
      }}
    >
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ width: 24, textAlign: 'right', flexShrink: 0 }}
        aria-label={`${index + 1}ª regra`}
      >
        {index + 1}.
      </Typography>
      {/* On a phone the text takes the line and the controls go below it. */}
      <Box sx={{ flex: { xs: '1 1 calc(100% - 40px)', sm: 1 }, minWidth: 0 }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          Descrição {ruleMatchLabels[rule.match]} <strong>{rule.pattern}</strong> →{' '}
          {rule.categoryName}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
          <Chip size="small" label={rule.type === 'expense' ? 'Despesas' : 'Receitas'} />
          {!rule.enabled && <Chip size="small" variant="outlined" label="Desativada" />}
          {rule.rename && (
            <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              renomeia para “{rule.rename}”
            </Typography>
          )}
        </Stack>
      </Box>
      {canManage && (
        <Stack
          direction="row"
          spacing={0.5}
          sx={{ alignItems: 'center', flexShrink: 0, ml: { xs: 'auto', sm: 0 } }}
        >
          <Tooltip title={enabled ? 'Ativa' : 'Desativada'}>
            <Switch
              checked={enabled}
              disabled={busy}
              onChange={(e) => hold(e.target.checked, onToggle(e.target.checked))}
              slotProps={{ input: { 'aria-label': `Regra ${name} ativa` } }}
            />
          </Tooltip>
          <IconButton
            aria-label={`Subir a regra ${name}`}
            disabled={busy || index === 0}
            onClick={() => onMove(-1)}
          >
            <ArrowUpwardOutlined fontSize="small" />
          </IconButton>
          <IconButton
            aria-label={`Descer a regra ${name}`}
            disabled={busy || index === count - 1}
            onClick={() => onMove(1)}
          >
            <ArrowDownwardOutlined fontSize="small" />
          </IconButton>
          <IconButton aria-label={`Editar a regra ${name}`} onClick={onEdit}>
            <EditOutlined fontSize="small" />
          </IconButton>
          <IconButton aria-label={`Excluir a regra ${name}`} onClick={onDelete}>
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Stack>
      )}
    </Box>
  );
}
