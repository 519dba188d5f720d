import { Box } from '@mui/material';
import type { CodexBodyNode } from '@orbita/contracts/codex';
import { codexExtensions } from '@orbita/contracts/codex/rich-text';
import type { JSONContent } from '@tiptap/core';
import { EditorContent, useEditor } from '@tiptap/react';
import { entryEditorSx } from './editor-styles';

/**
 * A stored body shown read-only (a revision in the history): TipTap in the codex schema, so
 * nothing in it runs as HTML; not bound to the live document (it is not the current text).
 */
export function EntryPreview({ body }: { body: CodexBodyNode }) {
  const editor = useEditor(
    {
      extensions: codexExtensions(),
      content: body as JSONContent,
      editable: false,
      editorProps: { attributes: { 'aria-label': 'Texto da revisão', lang: 'pt-BR' } },
    },
    [body],
  );
  return (
    <Box sx={{ ...entryEditorSx, border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <EditorContent editor={editor} />
    </Box>
  );
}
