import AutoFixHighOutlined from '@mui/icons-material/AutoFixHighOutlined';
import { suggestionReason, type CategorySuggestion } from '@orbita/contracts/finance';
import { Box, Typography } from '@mui/material';

/**
 * Under an import row's description: why its category was chosen ("pela regra 'UBER'",
 * "como em lançamentos anteriores") and, when a rule renamed it, the bank's text. Shown while
 * the chosen category is still the suggested one; once the person picks another, it says nothing.
 */
export function SuggestionReason({
  row,
  categoryId,
}: {
  row: { suggestion?: CategorySuggestion | null; suggestedCategoryId: string | null };
  /** The category chosen now ('' = none). */
  categoryId: string;
}) {
  const { suggestion } = row;
  if (!suggestion) return null;
  const followed = categoryId !== '' && categoryId === row.suggestedCategoryId;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
      {followed && (
        <Typography
          variant="caption"
          color="primary"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <AutoFixHighOutlined sx={{ fontSize: 14 }} aria-hidden />
          Categoria {suggestionReason(suggestion)}
        </Typography>
      )}
      {suggestion.originalDescription && (
        <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          No extrato: “{suggestion.originalDescription}”
        </Typography>
      )}
    </Box>
  );
}
