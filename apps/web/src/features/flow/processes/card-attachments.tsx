import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import type { ProcessCardDetail } from '@orbita/contracts/flow';
import { mediaEndpoints } from '@orbita/contracts/media';
import { callApi } from '../../../platform/http';
import { notify } from '../../../platform/toasts';
import { AttachmentsSection } from '../../../ui/attachments-section';
import { useAttach, useDetach } from './card-part-mutations';

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
    <AttachmentsSection
      title="Anexos"
      attachLabel="Anexar"
      pickerTitle="Anexar arquivo ao cartão"
      emptyText="Nenhum anexo."
      files={card.attachments}
      open={{
        label: (name) => `Baixar ${name}`,
        tooltip: 'Baixar',
        icon: <DownloadOutlined fontSize="small" />,
        run: (file) => void download(file.fileId),
      }}
      removeLabel={(name) => `Remover anexo ${name}`}
      onAttach={(file) => attach.mutate(file.id)}
      onRemove={(file) => detach.mutate(file.id)}
      attaching={attach.isPending}
      readOnly={readOnly}
    />
  );
}
