import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { MediaPickerDialog } from '../platform/media-picker/media-picker-dialog';

/** A media library file attached to a record (a process card's file, an entry's receipt). */
export interface AttachedFile {
  /** The attachment's own id (what removing takes); the file's while not yet saved. */
  id: string;
  fileId: string;
  name: string;
  size: number;
}

/** "812 B", "1,5 KB", "2,3 MB". */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const [value, unit] = bytes < 1024 * 1024 ? [bytes / 1024, 'KB'] : [bytes / 1024 / 1024, 'MB'];
  return `${value.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} ${unit}`;
}

export interface AttachmentsSectionProps {
  /** The section's heading and the list's name ("Anexos", "Comprovantes"). */
  title: string;
  /** The button that opens the library's picker, and the picker's title. */
  attachLabel: string;
  pickerTitle: string;
  emptyText: string;
  files: readonly AttachedFile[];
  /** Shown instead of the list while it loads or when it failed. */
  status?: ReactNode;
  /** Under each name, after its size (e.g. "anexado ao salvar"). */
  note?: string;
  /** The per-file action besides removing: open or download it. */
  open?: {
    label: (name: string) => string;
    tooltip: string;
    icon: ReactNode;
    run: (file: AttachedFile) => void;
  };
  removeLabel: (name: string) => string;
  onAttach: (file: { id: string; name: string; size: number }) => void;
  onRemove: (file: AttachedFile) => void;
  attaching?: boolean;
  removing?: boolean;
  readOnly?: boolean;
}

/**
 * The files of one record, from the media library: listed with their size, opened, removed,
 * and attached through the library's picker (choose a file or upload one there). One
 * component for every record that takes files, so they look and behave the same.
 */
export function AttachmentsSection(props: AttachmentsSectionProps) {
  const titleId = useId();
  const [picking, setPicking] = useState(false);
  const { files, open, readOnly } = props;
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 0.5 }}>
        <Typography variant="subtitle2" id={titleId} sx={{ flex: 1 }}>
          {props.title}
        </Typography>
        {!readOnly && (
          <Button
            size="small"
            startIcon={<AttachFileIcon />}
            onClick={() => setPicking(true)}
            loading={props.attaching}
          >
            {props.attachLabel}
          </Button>
        )}
      </Stack>
      {props.status ??
        (files.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {props.emptyText}
          </Typography>
        ) : (
          <Stack component="ul" aria-label={props.title} sx={{ p: 0, m: 0, listStyle: 'none' }}>
            {files.map((file) => (
              <Stack component="li" key={file.id} direction="row" sx={{ alignItems: 'center' }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="body2" noWrap title={file.name}>
                    {file.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {fileSizeText(file.size)}
                    {props.note ? ` · ${props.note}` : ''}
                  </Typography>
                </Box>
                {open && (
                  <Tooltip title={open.tooltip}>
                    <IconButton aria-label={open.label(file.name)} onClick={() => open.run(file)}>
                      {open.icon}
                    </IconButton>
                  </Tooltip>
                )}
                {!readOnly && (
                  <Tooltip title="Remover">
                    <IconButton
                      aria-label={props.removeLabel(file.name)}
                      disabled={props.removing}
                      onClick={() => props.onRemove(file)}
                    >
                      <DeleteOutline fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
              </Stack>
            ))}
          </Stack>
        ))}
      <MediaPickerDialog
        open={picking}
        title={props.pickerTitle}
        onClose={() => setPicking(false)}
        onPick={(file) => {
          setPicking(false);
          props.onAttach(file);
        }}
      />
    </Box>
  );
}
