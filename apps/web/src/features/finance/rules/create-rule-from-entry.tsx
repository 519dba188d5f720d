import type { Entry } from '@orbita/contracts/finance';
import { useQuery } from '@tanstack/react-query';
import { financeQueries } from '../api/queries';
import { patternFrom } from './import-row-rules';
import { RuleFormDialog } from './rule-form-dialog';

/** "Criar regra" from an entry: its text (without numbers), direction and category to start from. */
export function CreateRuleFromEntry({ entry, onClose }: { entry: Entry; onClose: () => void }) {
  const categories = useQuery(financeQueries.categories());
  return (
    <RuleFormDialog
      categories={categories.data ?? []}
      preset={{
        pattern: patternFrom(entry.description),
        type: entry.type,
        categoryId: entry.categoryId,
        example: entry.description,
      }}
      onClose={onClose}
    />
  );
}
