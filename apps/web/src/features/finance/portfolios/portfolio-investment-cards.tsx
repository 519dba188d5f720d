import DeleteIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import { formatDay, investmentKindLabels, type Box as FinanceBox } from '@orbita/contracts/finance';
import { Box, IconButton, Stack, Typography } from '@mui/material';
import { formatBRL } from '../../../platform/masks';
import { formatReturnPct, investmentFigures } from '../investments/investment-figures';

/**
 * The portfolio's investments on a phone: seven columns of money do not fit 360 px, so each
 * investment reads top to bottom (name, kind and start, applied and current, result).
 */
export function PortfolioInvestmentCards({
  investments,
  onRemove,
}: {
  investments: FinanceBox[];
  /** Absent when the person cannot change the portfolio. */
  onRemove?: (box: FinanceBox) => void;
}) {
  return (
    <Stack component="ul" aria-label="Investimentos do portfólio" sx={{ p: 0, m: 0 }}>
      {investments.map((b) => {
        const f = investmentFigures(b);
        const kind = b.investmentKind ? investmentKindLabels[b.investmentKind] : null;
        return (
          <Box
            component="li"
            key={b.id}
            sx={{ listStyle: 'none', py: 1.5, borderTop: 1, borderColor: 'divider' }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="subtitle2" component="h4" sx={{ overflowWrap: 'anywhere' }}>
                  {b.name}
                  {b.finishedAt && (
                    <Typography variant="caption" color="text.secondary" component="span">
                      {' '}
                      (encerrado)
                    </Typography>
                  )}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="p">
                  {[kind, b.startDate ? `desde ${formatDay(b.startDate)}` : null]
                    .filter(Boolean)
                    .join(' · ') || '—'}
                </Typography>
              </Box>
              {onRemove && (
                <IconButton
                  size="small"
                  aria-label={`Tirar ${b.name} do portfólio`}
                  onClick={() => onRemove(b)}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              )}
            </Stack>
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              Aplicado {formatBRL(f.invested)} · Atual {formatBRL(f.current)}
            </Typography>
            <Typography
              variant="body2"
              sx={{
                color: f.result < 0 ? 'error.main' : f.result > 0 ? 'success.main' : undefined,
              }}
            >
              Rendimento {formatBRL(f.result)} ({formatReturnPct(f.resultPct)})
            </Typography>
          </Box>
        );
      })}
    </Stack>
  );
}
