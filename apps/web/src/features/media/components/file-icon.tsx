import AudioFileOutlined from '@mui/icons-material/AudioFileOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import VideoFileOutlined from '@mui/icons-material/VideoFileOutlined';
import type { SvgIconProps } from '@mui/material';
import type { MediaKind } from '../model';

const icons: Record<MediaKind, typeof ImageOutlined> = {
  image: ImageOutlined,
  video: VideoFileOutlined,
  audio: AudioFileOutlined,
  document: DescriptionOutlined,
  other: InsertDriveFileOutlined,
};

/** The icon of a file's kind, where it has no thumbnail. */
export function FileIcon({ kind, ...props }: { kind: MediaKind } & SvgIconProps) {
  const Icon = icons[kind];
  return <Icon aria-hidden {...props} />;
}
