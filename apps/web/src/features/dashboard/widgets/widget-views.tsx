import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import BoltOutlinedIcon from '@mui/icons-material/BoltOutlined';
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import GridViewOutlinedIcon from '@mui/icons-material/GridViewOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import PriorityHighIcon from '@mui/icons-material/PriorityHigh';
import TodayOutlinedIcon from '@mui/icons-material/TodayOutlined';
import { Button } from '@mui/material';
import { widgetLabels, type DashboardSummary, type WidgetId } from '@orbita/contracts/dashboard';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ActivityWidget } from './activity-widget';
import { CaptureButton } from './capture-button';
import { ChatsWidget } from './chats-widget';
import { FinanceWidget } from './finance-widget';
import { GamificationWidget } from './gamification-widget';
import { InboxWidget } from './inbox-widget';
import { KeepInTouchWidget } from './keep-in-touch-widget';
import { NotificationsWidget } from './notifications-widget';
import { TaskListWidget } from './task-list-widget';

export interface WidgetView {
  title: string;
  icon: ReactNode;
  href?: string;
  /** Beside the title: the figure that matters most (tasks listed, unread count). */
  badge?: (s: DashboardSummary) => number | undefined;
  /** Spans the whole row of the grid (the heatmap needs the width). */
  wide?: boolean;
  /** Null when this workspace does not offer the part (no finance, no game): not shown. */
  render: (s: DashboardSummary) => ReactNode | null;
}

const count = (n: number) => (n > 0 ? n : undefined);

/** Each widget of the contract's `widgetIds`: how it looks and where its items live. */
export const widgetViews: Record<WidgetId, WidgetView> = {
  urgent: {
    title: widgetLabels.urgent,
    icon: <PriorityHighIcon />,
    href: '/flow/listas',
    badge: (s) => count(s.flow.urgent.length),
    render: (s) => (
      <TaskListWidget
        label="Tarefas urgentes"
        tasks={s.flow.urgent}
        now={s.generatedAt}
        empty="Nada urgente. Capture uma ideia com C."
        emptyAction={<CaptureButton />}
      />
    ),
  },
  today: {
    title: widgetLabels.today,
    icon: <TodayOutlinedIcon />,
    href: '/flow/listas',
    badge: (s) => count(s.flow.today.length),
    render: (s) => (
      <TaskListWidget
        label="Tarefas de hoje"
        tasks={s.flow.today}
        now={s.generatedAt}
        empty="Nada mais para hoje. Dê um prazo às tarefas para vê-las aqui."
        emptyAction={
          <Button size="small" component={RouterLink} to="/flow/listas">
            Abrir as listas
          </Button>
        }
      />
    ),
  },
  'next-actions': {
    title: widgetLabels['next-actions'],
    icon: <BoltOutlinedIcon />,
    href: '/flow/listas',
    badge: (s) => count(s.flow.nextActions.length),
    render: (s) => (
      <TaskListWidget
        label="Próximas ações"
        tasks={s.flow.nextActions}
        now={s.generatedAt}
        empty="Nenhuma próxima ação. Processe a caixa de entrada para decidir o próximo passo."
        emptyAction={
          <Button size="small" component={RouterLink} to="/flow/workplace">
            Processar a caixa de entrada
          </Button>
        }
      />
    ),
  },
  inbox: {
    title: widgetLabels.inbox,
    icon: <InboxOutlinedIcon />,
    href: '/flow/coleta-ideias',
    render: (s) => <InboxWidget flow={s.flow} />,
  },
  finance: {
    title: widgetLabels.finance,
    icon: <AccountBalanceWalletOutlinedIcon />,
    href: '/riqueza/administracao',
    render: (s) => s.finance && <FinanceWidget finance={s.finance} />,
  },
  gamification: {
    title: widgetLabels.gamification,
    icon: <EmojiEventsOutlinedIcon />,
    href: '/gamificacao/player/inventario',
    render: (s) => s.gamification && <GamificationWidget game={s.gamification} />,
  },
  notifications: {
    title: widgetLabels.notifications,
    icon: <NotificationsNoneOutlinedIcon />,
    href: '/comunicacao/notificacoes',
    badge: (s) => count(s.notifications.unread),
    render: (s) => <NotificationsWidget notifications={s.notifications} />,
  },
  chats: {
    title: widgetLabels.chats,
    icon: <ForumOutlinedIcon />,
    href: '/comunicacao/chats',
    render: () => <ChatsWidget />,
  },
  'keep-in-touch': {
    title: widgetLabels['keep-in-touch'],
    icon: <HandshakeOutlinedIcon />,
    href: '/pessoa/pessoas',
    render: () => <KeepInTouchWidget />,
  },
  activity: {
    title: widgetLabels.activity,
    icon: <GridViewOutlinedIcon />,
    wide: true,
    render: (s) => <ActivityWidget activity={s.activity} />,
  },
};

/** Whether this workspace offers the widget (finance and gamification may be absent). */
export function offered(id: WidgetId, s: DashboardSummary): boolean {
  if (id === 'finance') return s.finance !== null;
  if (id === 'gamification') return s.gamification !== null;
  return true;
}
