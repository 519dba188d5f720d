import type { Message } from '@orbita/contracts/chats';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { Box, Link, Typography } from '@mui/material';

/** "1,2 MB", "350 KB". */
export function fileSize(bytes: number | null): string {
  if (bytes === null) return '';
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`;
}

/** Only http(s) or same-origin paths are followed (a stored URL is never trusted blindly). */
const safeUrl = (url: string | null) =>
  url && (/^https?:\/\//i.test(url) || url.startsWith('/')) ? url : null;

function Pending({ what }: { what: string }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
      {what} ainda não baixado do WhatsApp.
    </Typography>
  );
}

/** The attachment of a message: image, audio, video, document, sticker, location or contacts. */
export function MessageMedia({ message }: { message: Message }) {
  const { kind, media, location, sharedContacts } = message;
  if (kind === 'location' && location) {
    const map = `https://www.openstreetmap.org/?mlat=${location.latitude}&mlon=${location.longitude}#map=17/${location.latitude}/${location.longitude}`;
    return (
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <PlaceOutlined fontSize="small" aria-hidden />
        <Box>
          {location.name && <Typography variant="body2">{location.name}</Typography>}
          {location.address && (
            <Typography variant="caption" color="text.secondary" component="p">
              {location.address}
            </Typography>
          )}
          <Link href={map} target="_blank" rel="noopener noreferrer" variant="body2">
            Ver no mapa
          </Link>
        </Box>
      </Box>
    );
  }
  if (kind === 'contacts' && sharedContacts) {
    return (
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
        {sharedContacts.map((c, i) => (
          <Box component="li" key={i} sx={{ display: 'flex', gap: 1 }}>
            <PersonOutlined fontSize="small" aria-hidden />
            <Box>
              <Typography variant="body2">{c.name}</Typography>
              {c.phones.map((p) => (
                <Typography key={p} variant="caption" color="text.secondary" component="p">
                  {p}
                </Typography>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    );
  }
  if (!media) return null;
  const url = safeUrl(media.url);
  const thumb = safeUrl(media.thumbUrl) ?? url;
  const name = media.name ?? 'arquivo';
  switch (kind) {
    case 'image':
    case 'sticker':
      if (!url || !thumb) return <Pending what={kind === 'image' ? 'Imagem' : 'Figurinha'} />;
      return (
        <Link href={url} target="_blank" rel="noopener noreferrer" aria-label={`Abrir ${name}`}>
          <Box
            component="img"
            src={thumb}
            alt={kind === 'sticker' ? 'Figurinha' : name}
            loading="lazy"
            sx={{
              display: 'block',
              maxWidth: kind === 'sticker' ? 128 : 'min(280px, 100%)',
              maxHeight: kind === 'sticker' ? 128 : 280,
              borderRadius: 1,
              objectFit: 'cover',
            }}
          />
        </Link>
      );
    case 'audio':
      if (!url) return <Pending what="Áudio" />;
      return <Box component="audio" controls preload="none" src={url} sx={{ maxWidth: '100%' }} />;
    case 'video':
      if (!url) return <Pending what="Vídeo" />;
      return (
        <Box
          component="video"
          controls
          preload="none"
          src={url}
          poster={safeUrl(media.thumbUrl) ?? undefined}
          sx={{ maxWidth: 'min(320px, 100%)', maxHeight: 320, borderRadius: 1 }}
        />
      );
    default:
      return (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <DescriptionOutlined aria-hidden />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {[media.mime, fileSize(media.size)].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
          {url ? (
            <Link href={url} download={name} rel="noopener noreferrer" variant="body2">
              Baixar
            </Link>
          ) : (
            <Pending what="Arquivo" />
          )}
        </Box>
      );
  }
}
