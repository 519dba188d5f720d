import DownloadIcon from '@mui/icons-material/Download';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { notify } from '../../../platform/toasts';
import { peopleApi } from '../api/people-api';
import type { PeopleFilter } from '../api/queries';
import { saveText } from '../lib/save-file';

/** "Exportar": what the list shows (its filters), as CSV or vCard. */
export function ExportButton({ filter }: { filter: PeopleFilter }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const download = async (format: 'csv' | 'vcard') => {
    setAnchor(null);
    setBusy(true);
    try {
      const { dir: _dir, ...query } = filter;
      const text = await peopleApi.exportPeople({ ...query, format });
      const csv = format === 'csv';
      saveText(
        text,
        csv ? 'pessoas.csv' : 'pessoas.vcf',
        csv ? 'text/csv;charset=utf-8' : 'text/vcard;charset=utf-8',
      );
      notify.check('Pessoas exportadas.');
    } catch (error) {
      notify.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        startIcon={<DownloadIcon />}
        loading={busy}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
      >
        Exportar
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => void download('csv')}>CSV (planilha)</MenuItem>
        <MenuItem onClick={() => void download('vcard')}>vCard (celular, Google Contatos)</MenuItem>
      </Menu>
    </>
  );
}
