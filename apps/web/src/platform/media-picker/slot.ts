import type { MediaFile, MediaKind } from '@orbita/contracts/media';
import type { ComponentType } from 'react';

/** What an image/file field gives the library's picker dialog. */
export interface MediaPickerProps {
  open: boolean;
  title: string;
  /** Only files of this kind are offered (an avatar: images). */
  kind?: MediaKind;
  onClose: () => void;
  onPick: (file: MediaFile) => void;
}

type Loader = () => Promise<ComponentType<MediaPickerProps>>;
let loader: Loader | null = null;

/**
 * The media library's picker, for fields of other features (a feature imports no other):
 * the app's module manifest provides the loader of features/media's dialog, and a field opens
 * it through `MediaPickerDialog` (media-picker-dialog.tsx), which loads it on first use.
 * Kept free of React and MUI so the manifest (in the sign-in bundle) pays a few bytes.
 */
export function provideMediaPicker(load: Loader): void {
  loader = load;
}

export function mediaPickerLoader(): Loader | null {
  return loader;
}
