import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import ContactPhoneOutlined from '@mui/icons-material/ContactPhoneOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import ViewKanbanOutlined from '@mui/icons-material/ViewKanbanOutlined';
import WebOutlined from '@mui/icons-material/WebOutlined';
import type { SvgIconProps } from '@mui/material';
import type { RecordKind } from '@orbita/contracts';
import type { ComponentType } from 'react';

const icons: Record<RecordKind, ComponentType<SvgIconProps>> = {
  lista: ListAltOutlined,
  processo: ViewKanbanOutlined,
  tarefa: TaskAltOutlined,
  mapa: AccountTreeOutlined,
  publicacao: ArticleOutlined,
  pagina: WebOutlined,
  produto: Inventory2Outlined,
  pessoa: PersonOutline,
  lancamento: PaymentsOutlined,
  jogo: EmojiEventsOutlined,
  contato: ContactPhoneOutlined,
  codex: MenuBookOutlined,
  'entrada-codex': DescriptionOutlined,
  hub: HubOutlined,
};

/** The icon of a kind of record (the panel's rows, the dialog's kinds). */
export function KindIcon({ kind, ...props }: { kind: RecordKind } & SvgIconProps) {
  const Icon = icons[kind];
  return <Icon {...props} />;
}
