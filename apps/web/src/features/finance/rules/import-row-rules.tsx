import AddOutlined from '@mui/icons-material/AddOutlined';
import type { Category, CategorySuggestion, ImportPreviewRow } from '@orbita/contracts/finance';
import { Box, Button } from '@mui/material';
import { useContext, useState } from 'react';
import { useCan } from '../../../platform/session/app-state';
import { ImportRuleCreated } from './import-rule-created';
import { RuleFormDialog } from './rule-form-dialog';
import { SuggestionReason } from './suggestion-reason';

/** "PIX ENVIADO 12/03 Padaria 123" → "PIX ENVIADO Padaria": a rule's text starts without the numbers that change. */
export function patternFrom(description: string): string {
  return description
    .replace(/[\d/.,:-]*\d[\d/.,:-]*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
}

/**
 * What the import preview shows under a row's description: why its category was chosen, and
 * "Criar regra" (who manages structures) to give rows like it this category from now on.
 */
export function ImportRowRules({
  row,
  categoryId,
  categories,
}: {
  row: ImportPreviewRow & { suggestion?: CategorySuggestion | null };
  /** The category chosen now ('' = none). */
  categoryId: string;
  categories: Category[];
}) {
  const canManage = useCan('structure.manage', 'finance');
  const [creating, setCreating] = useState(false);
  const onCreated = useContext(ImportRuleCreated);
  const bankText = row.suggestion?.originalDescription ?? row.description;
  const fromRule = row.suggestion?.source === 'rule' && categoryId === row.suggestedCategoryId;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', columnGap: 1, flexWrap: 'wrap' }}>
      <SuggestionReason row={row} categoryId={categoryId} />
      {canManage && !fromRule && (
        <Button
          size="small"
          variant="text"
          startIcon={<AddOutlined />}
          sx={{ minHeight: 24, py: 0, px: 0.5, fontSize: 12 }}
          aria-label={`Criar regra a partir de ${bankText}`}
          onClick={() => setCreating(true)}
        >
          Criar regra
        </Button>
      )}
      {creating && (
        <RuleFormDialog
          categories={categories}
          preset={{
            pattern: patternFrom(bankText),
            type: row.type,
            categoryId: categoryId || null,
            example: bankText,
          }}
          onCreated={onCreated ?? undefined}
          onClose={() => setCreating(false)}
        />
      )}
    </Box>
  );
}
