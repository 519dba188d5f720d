import Code from '@mui/icons-material/Code';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import LinkIcon from '@mui/icons-material/Link';
import StrikethroughS from '@mui/icons-material/StrikethroughS';
import { Paper } from '@mui/material';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { BubbleMenu } from '@tiptap/react/menus';
import { ToolButton } from './tool-button';

/** Marks and link right by the selected text (shown by TipTap while text is selected). */
export function SelectionBubble({ editor, onLink }: { editor: Editor; onLink: () => void }) {
  const s = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      strike: e.isActive('strike'),
      code: e.isActive('code'),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <BubbleMenu editor={editor} options={{ placement: 'top' }}>
      <Paper
        elevation={4}
        role="toolbar"
        aria-label="Formatação da seleção"
        sx={{ display: 'flex', p: 0.25, borderRadius: 2 }}
      >
        <ToolButton
          label="Negrito"
          keys="Ctrl+B"
          active={s.bold}
          onClick={() => chain().toggleBold().run()}
        >
          <FormatBold fontSize="small" />
        </ToolButton>
        <ToolButton
          label="Itálico"
          keys="Ctrl+I"
          active={s.italic}
          onClick={() => chain().toggleItalic().run()}
        >
          <FormatItalic fontSize="small" />
        </ToolButton>
        <ToolButton
          label="Tachado"
          keys="Ctrl+Shift+S"
          active={s.strike}
          onClick={() => chain().toggleStrike().run()}
        >
          <StrikethroughS fontSize="small" />
        </ToolButton>
        <ToolButton
          label="Código"
          keys="Ctrl+E"
          active={s.code}
          onClick={() => chain().toggleCode().run()}
        >
          <Code fontSize="small" />
        </ToolButton>
        <ToolButton label="Link" keys="Ctrl+K" active={s.link} onClick={onLink}>
          <LinkIcon fontSize="small" />
        </ToolButton>
      </Paper>
    </BubbleMenu>
  );
}
