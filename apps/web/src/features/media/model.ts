// The feature's shapes, from the contracts (one place to read what a file is).
export type {
  MediaFile,
  MediaFolder,
  MediaKind,
  MediaQuota,
  MediaUsage,
} from '@orbita/contracts/media';
