import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import { Divider, Menu, MenuItem } from '@mui/material';
import type { Editor } from '@tiptap/core';
import { useRef, useState } from 'react';
import { insertTable } from './commands';
import { ToolButton } from './tool-button';

/** "Tabela": insert a 3×3 table, or change the one the cursor is in. */
export function TableMenu({ editor, inTable }: { editor: Editor; inTable: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const anchorRef = useRef<HTMLSpanElement>(null);
  const run = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  const chain = () => editor.chain().focus();
  return (
    <>
      <span ref={anchorRef}>
        <ToolButton label="Tabela" active={inTable} onClick={() => setAnchor(anchorRef.current)}>
          <TableChartOutlined fontSize="small" />
        </ToolButton>
      </span>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem onClick={run(() => insertTable(editor))}>Inserir tabela 3×3</MenuItem>
        <Divider />
        <MenuItem disabled={!inTable} onClick={run(() => chain().addRowAfter().run())}>
          Adicionar linha abaixo
        </MenuItem>
        <MenuItem disabled={!inTable} onClick={run(() => chain().addColumnAfter().run())}>
          Adicionar coluna à direita
        </MenuItem>
        <MenuItem disabled={!inTable} onClick={run(() => chain().deleteRow().run())}>
          Remover linha
        </MenuItem>
        <MenuItem disabled={!inTable} onClick={run(() => chain().deleteColumn().run())}>
          Remover coluna
        </MenuItem>
        <MenuItem disabled={!inTable} onClick={run(() => chain().deleteTable().run())}>
          Excluir tabela
        </MenuItem>
      </Menu>
    </>
  );
}
