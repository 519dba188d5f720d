import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import Code from '@mui/icons-material/Code';
import DataObject from '@mui/icons-material/DataObject';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatQuote from '@mui/icons-material/FormatQuote';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import LinkIcon from '@mui/icons-material/Link';
import OndemandVideoOutlined from '@mui/icons-material/OndemandVideoOutlined';
import Redo from '@mui/icons-material/Redo';
import StrikethroughS from '@mui/icons-material/StrikethroughS';
import Undo from '@mui/icons-material/Undo';
import { Box, Divider, MenuItem, TextField } from '@mui/material';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import type { ReactNode } from 'react';
import { blockTypeOf, blockTypes, canEmbed, setBlockType, type BlockType } from './commands';
import { TableMenu } from './table-menu';
import { ToolButton } from './tool-button';

export interface ToolbarActions {
  onLink: () => void;
  onImage: () => void;
  onFile: () => void;
  onVideo: () => void;
}

/**
 * The body's formatting toolbar (role toolbar, every button named in pt-BR with its shortcut
 * in the tooltip). One row that scrolls sideways on a phone; wraps on wider screens.
 */
export function EditorToolbar({
  editor,
  actions,
  extra,
}: {
  editor: Editor;
  actions: ToolbarActions;
  extra?: ReactNode;
}) {
  const s = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      block: blockTypeOf(e),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      strike: e.isActive('strike'),
      code: e.isActive('code'),
      link: e.isActive('link'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      codeBlock: e.isActive('codeBlock'),
      table: e.isActive('table'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const sep = <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />;
  return (
    <Box
      role="toolbar"
      aria-label="Formatação do texto"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.25,
        px: 1,
        py: 0.5,
        maxWidth: '100%',
        flexWrap: { xs: 'nowrap', md: 'wrap' },
        overflowX: { xs: 'auto', md: 'visible' },
        '& > *': { flexShrink: 0 },
      }}
    >
      <TextField
        select
        size="small"
        value={s.block}
        onChange={(e) => setBlockType(editor, e.target.value as BlockType)}
        slotProps={{ htmlInput: { 'aria-label': 'Estilo do parágrafo' } }}
        sx={{ minWidth: 128, '& .MuiSelect-select': { py: 0.75 } }}
      >
        {blockTypes.map((t) => (
          <MenuItem key={t.value} value={t.value} title={t.keys}>
            {t.label}
          </MenuItem>
        ))}
      </TextField>
      {sep}
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
      <ToolButton label="Link" keys="Ctrl+K" active={s.link} onClick={actions.onLink}>
        <LinkIcon fontSize="small" />
      </ToolButton>
      {sep}
      <ToolButton
        label="Lista"
        keys="Ctrl+Shift+8"
        active={s.bulletList}
        onClick={() => chain().toggleBulletList().run()}
      >
        <FormatListBulleted fontSize="small" />
      </ToolButton>
      <ToolButton
        label="Lista numerada"
        keys="Ctrl+Shift+7"
        active={s.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <FormatListNumbered fontSize="small" />
      </ToolButton>
      <ToolButton
        label="Citação"
        keys="Ctrl+Shift+B"
        active={s.blockquote}
        onClick={() => chain().toggleBlockquote().run()}
      >
        <FormatQuote fontSize="small" />
      </ToolButton>
      <ToolButton
        label="Bloco de código"
        keys="Ctrl+Alt+C"
        active={s.codeBlock}
        onClick={() => chain().toggleCodeBlock().run()}
      >
        <DataObject fontSize="small" />
      </ToolButton>
      <TableMenu editor={editor} inTable={s.table} />
      {sep}
      <ToolButton label="Imagem da biblioteca" onClick={actions.onImage}>
        <ImageOutlined fontSize="small" />
      </ToolButton>
      <ToolButton label="Arquivo da biblioteca" onClick={actions.onFile}>
        <AttachFileOutlined fontSize="small" />
      </ToolButton>
      <ToolButton label="Vídeo" disabled={!canEmbed(editor)} onClick={actions.onVideo}>
        <OndemandVideoOutlined fontSize="small" />
      </ToolButton>
      {sep}
      <ToolButton
        label="Desfazer"
        keys="Ctrl+Z"
        disabled={!s.canUndo}
        onClick={() => chain().undo().run()}
      >
        <Undo fontSize="small" />
      </ToolButton>
      <ToolButton
        label="Refazer"
        keys="Ctrl+Shift+Z"
        disabled={!s.canRedo}
        onClick={() => chain().redo().run()}
      >
        <Redo fontSize="small" />
      </ToolButton>
      {extra && <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center' }}>{extra}</Box>}
    </Box>
  );
}
