import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import type { ProcessCardDetail } from '@orbita/contracts/flow';
import { mediaEndpoints } from '@orbita/contracts/media';
import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { callApi } from '../../../platform/http';
import { MediaPickerDialog } from '../../../platform/media-picker/media-picker-dialog';
import { notify } from '../../../platform/toasts';
import { useAttach, useDetach } from './card-part-mutations';

const sizeText = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} KB`
      : `${(bytes / 1024 / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;

/**
 * Files of the media library attached to the card. Downloading asks the library for a fresh
 * signed link (links expire), so a file removed from the library says so instead of failing.
 */
export function CardAttachments({
  card,
  readOnly,
}: {
  card: ProcessCardDetail;
  readOnly?: boolean;
}) {
  const [picking, setPicking] = useState(false);
  const attach = useAttach(card.id);
  const detach = useDetach(card.id);
  const download = async (fileId: string) => {
    try {
      const file = await callApi(mediaEndpoints.get, { params: { id: fileId } });
      window.location.assign(file.urls.download);
    } catch {
      notify.error('Este arquivo não está mais na biblioteca de mídia.');
    }
  };
  return (
    <Box component="section" aria-labelledby={`attachments-${card.id}`}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 0.5 }}>
        <Typography variant="subtitle2" id={`attachments-${card.id}`} sx={{ flex: 1 }}>
          Anexos
        </Typography>
        {!readOnly && (
          <Button
            size="small"
            startIcon={<AttachFileOutlined />}
            onClick={() => setPicking(true)}
            loading={attach.isPending}
          >
            Anexar
          </Button>
        )}
      </Stack>
      {card.attachments.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Nenhum anexo.
        </Typography>
      ) : (
        <Stack component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {card.attachments.map((a) => (
            <Stack component="li" key={a.id} direction="row" sx={{ alignItems: 'center' }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" noWrap title={a.name}>
                  {a.name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {sizeText(a.size)}
                </Typography>
              </Box>
              <IconButton aria-label={`Baixar ${a.name}`} onClick={() => void download(a.fileId)}>
                <DownloadOutlined fontSize="small" />
              </IconButton>
              {!readOnly && (
                <IconButton
                  aria-label={`Remover anexo ${a.name}`}
                  onClick={() => detach.mutate(a.id)}
                >
                  <DeleteOutline fontSize="small" />
                </IconButton>
              )}
            </Stack>
          ))}
        </Stack>
      )}
      <MediaPickerDialog
        open={picking}
        title="Anexar arquivo ao cartão"
        onClose={() => setPicking(false)}
        onPick={(file) => {
          setPicking(false);
          attach.mutate(file.id);
        }}
      />
    </Box>
  );
}
