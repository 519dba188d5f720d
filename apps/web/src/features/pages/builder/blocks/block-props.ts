import type { PageBlock } from '@orbita/contracts/pages';

/** What every block's editor card gets: its block, and a way to replace it. */
export interface BlockEditorProps<T extends PageBlock['type']> {
  block: Extract<PageBlock, { type: T }>;
  readOnly: boolean;
  onChange: (block: Extract<PageBlock, { type: T }>) => void;
}
