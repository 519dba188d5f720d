import AddOutlined from '@mui/icons-material/AddOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import RuleOutlined from '@mui/icons-material/RuleOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import type { Entry, EntryFilters } from '@orbita/contracts/finance';
import { Button, Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryError } from '../../../ui/query-states';
import { financeQueries } from '../api/queries';
import { CategoriesDialog } from '../categories/categories-dialog';
import { ExportEntriesButton } from '../export/export-button';
import { ImportDialog } from '../imports/import-dialog';
import { RulesDialog } from '../rules/rules-dialog';
import { FirstBoxPrompt } from '../shared/first-box-prompt';
import { useCan } from '../../../platform/session/app-state';
import { TransfersPanel } from '../transfers/transfers-panel';
import { DeleteEntryDialog } from './delete-entry-dialog';
import { EntryDialog } from './entry-dialog';
import { writableBoxes } from './entry-form';
import { EntryFiltersBar } from './entry-filters';
import { EntryList } from './entry-list';
import { TransferDialog } from './transfer-dialog';

/**
 * "Lançamentos": filters, the virtualized list, and the ways in (novo, transferir, importar) and
 * out (exportar). A toggle swaps the list for the transfers; "Categorias" manages the categories.
 */
export function EntriesTab() {
  const boxes = useQuery(financeQueries.boxes(true));
  const categories = useQuery(financeQueries.categories());
  const canWrite = useCan('content.write', 'finance');
  const [filters, setFilters] = useState<EntryFilters>({});
  const [editing, setEditing] = useState<Entry | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Entry | null>(null);
  const [transferring, setTransferring] = useState(false);
  const [importing, setImporting] = useState(false);
  const [view, setView] = useState<'entries' | 'transfers'>('entries');
  const [managingCategories, setManagingCategories] = useState(false);
  const [managingRules, setManagingRules] = useState(false);

  if (boxes.isError) return <QueryError error={boxes.error} onRetry={() => void boxes.refetch()} />;
  if (categories.isError)
    return <QueryError error={categories.error} onRetry={() => void categories.refetch()} />;
  const all = boxes.data ?? [];
  const open = writableBoxes(all);
  if (boxes.isSuccess && all.length === 0) return <FirstBoxPrompt />;

  const exportFilters: Record<string, string | undefined> = { ...filters };
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
        {canWrite && (
          <>
            <Button
              variant="contained"
              startIcon={<AddOutlined />}
              disabled={open.length === 0}
              onClick={() => setEditing('new')}
            >
              Novo lançamento
            </Button>
            <Button
              variant="outlined"
              startIcon={<SwapHorizOutlined />}
              disabled={open.length < 2}
              onClick={() => setTransferring(true)}
            >
              Transferir
            </Button>
            <Button
              variant="outlined"
              startIcon={<FileUploadOutlined />}
              disabled={open.length === 0}
              onClick={() => setImporting(true)}
            >
              Importar extrato
            </Button>
          </>
        )}
        <ExportEntriesButton filters={exportFilters} />
        <Button
          variant="outlined"
          startIcon={<CategoryOutlined />}
          onClick={() => setManagingCategories(true)}
        >
          Categorias
        </Button>
        <Button
          variant="outlined"
          startIcon={<RuleOutlined />}
          onClick={() => setManagingRules(true)}
        >
          Regras
        </Button>
      </Stack>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        onChange={(_e, v: typeof view | null) => v && setView(v)}
        aria-label="Mostrar"
        sx={{ mb: 2 }}
      >
        <ToggleButton value="entries">Lançamentos</ToggleButton>
        <ToggleButton value="transfers">Transferências</ToggleButton>
      </ToggleButtonGroup>
      {view === 'entries' ? (
        <>
          <EntryFiltersBar
            filters={filters}
            onChange={setFilters}
            boxes={all}
            categories={categories.data ?? []}
          />
          <EntryList
            filters={filters}
            boxes={all}
            categories={categories.data ?? []}
            canWrite={canWrite}
            onEdit={setEditing}
            onDelete={setDeleting}
          />
        </>
      ) : (
        <TransfersPanel boxes={all} canWrite={canWrite} />
      )}
      {editing && (
        <EntryDialog
          entry={editing === 'new' ? null : editing}
          boxes={all}
          categories={categories.data ?? []}
          preset={filters.boxId ? { boxId: filters.boxId } : undefined}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && <DeleteEntryDialog entry={deleting} onClose={() => setDeleting(null)} />}
      {transferring && (
        <TransferDialog
          boxes={open}
          defaultFromBoxId={filters.boxId}
          onClose={() => setTransferring(false)}
        />
      )}
      {managingCategories && <CategoriesDialog onClose={() => setManagingCategories(false)} />}
      {managingRules && <RulesDialog onClose={() => setManagingRules(false)} />}
      <ImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        defaultBoxId={filters.boxId}
      />
    </>
  );
}
