import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { saoPauloDate } from '../../../platform/daily-check';
import { notify } from '../../../platform/toasts';
import { downloadEntriesCsv } from './download-csv';

/** "Exportar CSV": the entries of the current filters as a spreadsheet-ready file. */
export function ExportEntriesButton({ filters }: { filters: Record<string, string | undefined> }) {
  const download = useMutation({
    mutationFn: () => downloadEntriesCsv(filters, saoPauloDate()),
    onSuccess: (fileName) => notify.success(`Arquivo ${fileName} baixado.`),
    onError: (error) =>
      notify.error(
        error instanceof Error ? error.message : 'Não foi possível exportar os lançamentos.',
      ),
  });
  return (
    <Button
      variant="outlined"
      startIcon={<FileDownloadIcon />}
      loading={download.isPending}
      onClick={() => download.mutate()}
    >
      Exportar CSV
    </Button>
  );
}
