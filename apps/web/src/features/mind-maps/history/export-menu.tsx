import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { Button, IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import type { MindMapExportFormat } from '@orbita/contracts/mind-maps';
import { useState, type ReactNode } from 'react';
import { notify } from '../../../platform/toasts';
import { mindMapsApi } from '../api/mind-maps-api';

const formats: { format: MindMapExportFormat; label: string }[] = [
  { format: 'json', label: 'JSON (completo, para importar de volta)' },
  { format: 'opml', label: 'OPML' },
  { format: 'markdown', label: 'Markdown (lista)' },
];

/** Hands the server's file to the browser as a download. */
export function saveFile(content: string, fileName: string, mimeType: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * "Exportar" of the editor's toolbar: the map as the server writes it (JSON lossless, OPML,
 * Markdown outline). Image export (PNG/SVG) is the editor's own (H3b) and may be passed in
 * as `extra` items.
 */
export function ExportMenu({
  mapId,
  extra,
  iconOnly = false,
}: {
  mapId: string;
  extra?: ReactNode;
  /** A phone's toolbar: the icon alone (the name stays "Exportar"). */
  iconOnly?: boolean;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const download = async (format: MindMapExportFormat) => {
    setAnchor(null);
    setBusy(true);
    try {
      const file = await mindMapsApi.export(mapId, format);
      saveFile(file.content, file.fileName, file.mimeType);
    } catch (error) {
      notify.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {iconOnly ? (
        <Tooltip title="Exportar">
          <IconButton
            aria-label="Exportar"
            aria-haspopup="menu"
            loading={busy}
            onClick={(e) => setAnchor(e.currentTarget)}
          >
            <FileDownloadOutlined />
          </IconButton>
        </Tooltip>
      ) : (
        <Button
          startIcon={<FileDownloadOutlined />}
          aria-haspopup="menu"
          loading={busy}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          Exportar
        </Button>
      )}
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {formats.map(({ format, label }) => (
          <MenuItem key={format} onClick={() => void download(format)}>
            {label}
          </MenuItem>
        ))}
        {extra}
      </Menu>
    </>
  );
}
