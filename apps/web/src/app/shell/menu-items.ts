import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import ChatIcon from '@mui/icons-material/Chat';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import GroupsIcon from '@mui/icons-material/Groups';
import HomeIcon from '@mui/icons-material/Home';
import InventoryIcon from '@mui/icons-material/Inventory2';
import PsychologyIcon from '@mui/icons-material/Psychology';
import PublicIcon from '@mui/icons-material/Public';
import SettingsIcon from '@mui/icons-material/ManageAccounts';
import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import type { SvgIconComponent } from '@mui/icons-material';
import { authRoutes, type Area } from '@orbita/contracts/routes';

export const areaIcons: Record<Area, SvgIconComponent> = {
  me: HomeIcon,
  flow: ViewKanbanIcon,
  conta: SettingsIcon,
  fabrica: AccountTreeIcon,
  codex: AutoStoriesIcon,
  pessoa: GroupsIcon,
  produto: InventoryIcon,
  comunicacao: ChatIcon,
  gamificacao: EmojiEventsIcon,
  'mind-space': PsychologyIcon,
  universo: PublicIcon,
  riqueza: AccountBalanceWalletIcon,
};

export type { MenuGroup } from '../../features/settings/menu-arrangement';

/** The side menu before a person arranges it: the spec's list routes, grouped by area. */
export { baseMenuGroups as menuGroups } from '../../features/settings/menu-arrangement';

/** The menu entry a detail route belongs to, for highlighting (e.g. /flow/lista/1 → Listas). */
export function detailRouteFallback(pathname: string): string | undefined {
  const area = pathname.split('/')[1];
  const route = authRoutes.find((r) => r.area === area && 'menu' in r && r.menu);
  return route?.path;
}
