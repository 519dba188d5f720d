import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { Box } from '@mui/material';
import { mediaEndpoints } from '@orbita/contracts/media';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../platform/http';

/** A chosen library file's thumbnail (the block keeps only its id). */
export function MediaThumb({ fileId, size = 72 }: { fileId: string; size?: number }) {
  const file = useQuery({
    queryKey: ['media', 'file', fileId],
    queryFn: ({ signal }) => callApi(mediaEndpoints.get, { params: { id: fileId }, signal }),
    enabled: !!fileId,
    staleTime: 60_000,
  });
  const thumb = file.data?.urls.thumb;
  return (
    <Box
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: 1,
        bgcolor: 'action.hover',
        display: 'grid',
        placeItems: 'center',
        overflow: 'hidden',
      }}
    >
      {thumb ? (
        <img src={thumb} alt="" width={size} height={size} style={{ objectFit: 'cover' }} />
      ) : (
        <ImageOutlined color="disabled" />
      )}
    </Box>
  );
}
