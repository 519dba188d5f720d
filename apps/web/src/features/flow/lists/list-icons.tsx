import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import BugReportOutlined from '@mui/icons-material/BugReportOutlined';
import ChecklistOutlined from '@mui/icons-material/Checklist';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import StarOutline from '@mui/icons-material/StarOutlined';
import type { SvgIconComponent } from '@mui/icons-material';

/** The icon names a list may carry (stored as text), with pt-BR names for the picker. */
export const listIcons: Record<string, { Icon: SvgIconComponent; label: string }> = {
  checklist: { Icon: ChecklistOutlined, label: 'Checklist' },
  assignment: { Icon: AssignmentOutlined, label: 'Tarefas' },
  bug: { Icon: BugReportOutlined, label: 'Defeitos' },
  idea: { Icon: LightbulbOutlined, label: 'Ideias' },
  rocket: { Icon: RocketLaunchOutlined, label: 'Projeto' },
  flag: { Icon: FlagOutlined, label: 'Metas' },
  cart: { Icon: ShoppingCartOutlined, label: 'Compras' },
  star: { Icon: StarOutline, label: 'Favoritos' },
};

export function ListIcon({ name, color }: { name: string; color?: string }) {
  const { Icon } = listIcons[name] ?? listIcons.checklist!;
  return <Icon sx={{ color }} aria-hidden />;
}

export const listColors = [
  '#1976d2',
  '#2e7d32',
  '#ed6c02',
  '#d32f2f',
  '#7b1fa2',
  '#00838f',
  '#5d4037',
  '#455a64',
];
