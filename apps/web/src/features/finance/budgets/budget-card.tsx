import { addMonths, budgetStatusLabels, type BudgetProgress } from '@orbita/contracts/finance';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import {
  Box,
  Chip,
  IconButton,
  LinearProgress,
  Paper,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { Money } from '../shared/money';
import { formatMonth } from '../shared/dates';
import { statusColor } from './budget-month';

/** What the budget's month carries from the one before, in words. */
function carryText(item: BudgetProgress): string | null {
  if (!item.budget.carryOver) return null;
  const previous = formatMonth(addMonths(item.month, -1));
  if (item.carried > 0) return `Inclui o que sobrou em ${previous}`;
  if (item.carried < 0) return `Desconta o que passou em ${previous}`;
  return 'Transporte de saldo ligado';
}

function repeatText(item: BudgetProgress): string {
  if (item.inherited) return `Repetido de ${formatMonth(item.budget.month)}`;
  return item.budget.repeat ? 'Repete nos próximos meses' : 'Só neste mês';
}

/** One budget of the month: bar coloured by risk, spent of available, what is left or over. */
export function BudgetCard({
  item,
  canManage,
  onEdit,
  onDelete,
}: {
  item: BudgetProgress;
  canManage: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const color = statusColor[item.status];
  const carry = carryText(item);
  return (
    <Paper
      variant="outlined"
      component="li"
      aria-label={`Orçamento de ${item.categoryName}`}
      sx={{ p: 2, listStyle: 'none', minWidth: 0 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
        <Typography variant="subtitle1" noWrap sx={{ fontWeight: 600, flex: 1, minWidth: 0 }}>
          {item.categoryName}
        </Typography>
        <Chip
          size="small"
          color={color}
          variant="outlined"
          label={budgetStatusLabels[item.status]}
        />
        {canManage && (
          <>
            <Tooltip title="Editar">
              <IconButton
                size="small"
                aria-label={`Editar orçamento de ${item.categoryName}`}
                onClick={onEdit}
              >
                <EditOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title="Excluir">
              <IconButton
                size="small"
                aria-label={`Excluir orçamento de ${item.categoryName}`}
                onClick={onDelete}
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        )}
      </Stack>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mt: 1 }}>
        <LinearProgress
          variant="determinate"
          color={color}
          value={Math.min(item.percent, 100)}
          aria-label={`${item.categoryName}: ${item.percent} % do orçamento`}
          sx={{ flex: 1, height: 10, borderRadius: 5 }}
        />
        <Typography
          variant="body2"
          data-testid="budget-percent"
          sx={{ fontWeight: 600, color: `${color}.main`, minWidth: 48, textAlign: 'right' }}
        >
          {item.percent} %
        </Typography>
      </Stack>
      <Stack
        direction="row"
        sx={{ mt: 1, justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}
      >
        <Typography variant="body2">
          <Money value={item.spent} colored={false} /> de <Money value={item.available} />
        </Typography>
        <Typography
          variant="body2"
          sx={{ color: item.remaining < 0 ? 'error.main' : 'text.secondary' }}
        >
          {item.remaining < 0 ? 'Passou ' : 'Restam '}
          <Money value={Math.abs(item.remaining)} colored={false} />
        </Typography>
      </Stack>
      <Box sx={{ mt: 0.5 }}>
        <Typography variant="caption" color="text.secondary">
          {repeatText(item)}
          {carry && (
            <>
              {' · '}
              {carry}
              {item.carried !== 0 && (
                <>
                  {' ('}
                  <Money value={item.carried} />
                  {')'}
                </>
              )}
            </>
          )}
        </Typography>
      </Box>
    </Paper>
  );
}
