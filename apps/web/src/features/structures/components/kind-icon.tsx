import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import ChecklistOutlined from '@mui/icons-material/ChecklistOutlined';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import ViewKanbanOutlined from '@mui/icons-material/ViewKanbanOutlined';
import WebOutlined from '@mui/icons-material/WebOutlined';
import type { SvgIconProps } from '@mui/material';
import type { StructureKind } from '@orbita/contracts/structures';
import type { ComponentType } from 'react';

const icons: Record<StructureKind, ComponentType<SvgIconProps>> = {
  lista: ChecklistOutlined,
  processo: ViewKanbanOutlined,
  mapa: AccountTreeOutlined,
  pagina: WebOutlined,
  codex: MenuBookOutlined,
  jogo: EmojiEventsOutlined,
};

/** The icon of a kind of structure (decorative: the kind is always written next to it). */
export function KindIcon({ kind, ...props }: { kind: StructureKind } & SvgIconProps) {
  const Icon = icons[kind];
  return <Icon aria-hidden {...props} />;
}

/** The filter chips' words, plural. */
export const kindPlurals: Record<StructureKind, string> = {
  lista: 'Listas',
  processo: 'Processos',
  mapa: 'Mapas',
  pagina: 'Páginas',
  codex: 'Códices',
  jogo: 'Jogos',
};
