import {
  canChangeTaskStatus,
  taskStatuses,
  taskStatusLabels,
  type Task,
  type TaskStatus,
} from '@orbita/contracts/flow';
import { Box, Divider, ListSubheader, Menu, MenuItem, Typography } from '@mui/material';
import {
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import {
  swallowClicksAfterPress,
  useLongPress,
  type LongPressHandlers,
} from '../../../platform/long-press';
import { useCan } from '../../../platform/session/app-state';
import { notify } from '../../../platform/toasts';
import { DeleteTaskDialog } from './delete-task-dialog';
import { useUpdateTask } from './task-mutations';

/** The handlers a view spreads on the element that holds its task cards or rows. */
export type TaskActionHandlers = Partial<
  Omit<LongPressHandlers, 'onPointerUp'> & {
    onPointerUp: (e: PointerEvent) => void;
    onKeyDown: (e: KeyboardEvent) => void;
  }
>;

const taskElement = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>('[data-task-code]') : null;
/** A press that starts a long press: on a task, not inside a field being typed in. */
const pressable = (target: EventTarget | null) =>
  target instanceof Element &&
  !target.closest('input, textarea, [contenteditable="true"]') &&
  taskElement(target) !== null;

/**
 * A task's context actions (spec §9: the long press opens them on cards and tasks): Abrir,
 * Mover para each status it may go to, Excluir. One set of handlers for the whole view (the
 * task is the one under the finger, found by its `data-task-code`), so a board of 2,000
 * cards adds no handler per card; events bubble up here after dnd-kit's own on the card, and
 * a finger held still never starts a drag (its sensor needs 6 px of movement). Also opened
 * by a right click and by the keyboard's menu key (or Shift+F10) on a focused task. Roles
 * that cannot write get no menu: the card opens as before. Render `menu` outside the element
 * with the handlers: React events of the menu (a portal) would otherwise bubble into them.
 */
export function useTaskActions(
  findTask: (code: string) => Task | undefined,
  onOpen: (task: Task) => void,
): { handlers: TaskActionHandlers; menu: ReactNode } {
  const canWrite = useCan('content.write');
  const pressedOn = useRef<HTMLElement | null>(null);
  const lastPointer = useRef<string>('mouse');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState<Task | null>(null);
  const update = useUpdateTask();
  const press = useLongPress(() => setAnchor(pressedOn.current));
  const task = anchor ? findTask(anchor.dataset.taskCode ?? '') : undefined;

  // Remembers the task under the finger; false when this press is not a long-press candidate.
  const remember = (e: SyntheticEvent) => {
    pressedOn.current = pressable(e.target) ? taskElement(e.target) : null;
    return pressedOn.current !== null;
  };
  const close = () => setAnchor(null);
  const move = (to: TaskStatus) => {
    if (!task) return;
    close();
    update.mutate(
      { id: task.id, body: { status: to, version: task.version } },
      {
        onSuccess: () => notify.success(`${task.code} agora está em "${taskStatusLabels[to]}".`),
        onError: (error) => notify.error(`Não foi possível mover ${task.code}: ${error.message}`),
      },
    );
  };

  const handlers: TaskActionHandlers = canWrite
    ? {
        ...press,
        // A finger (or pen) held still: a mouse held down is selecting text or about to drag,
        // and has its right click instead.
        onPointerDown: (e) => {
          lastPointer.current = e.pointerType;
          if (e.pointerType !== 'mouse' && remember(e)) press.onPointerDown(e);
        },
        onMouseDown: () => undefined,
        onTouchStart: (e) => {
          if (remember(e)) press.onTouchStart(e);
        },
        // The lift that ends a long press is followed by the browser's click, which would land
        // on the menu's backdrop under the finger and close the menu just opened.
        onPointerUp: (e) => {
          if (anchorPending()) swallowClicksAfterPress({ x: e.clientX, y: e.clientY });
          press.onPointerUp();
        },
        onContextMenu: (e) => {
          press.onContextMenu(e);
          // A field being typed in keeps the browser's own menu (paste, spelling).
          if (e.defaultPrevented || lastPointer.current === 'touch' || !pressable(e.target)) return;
          const element = taskElement(e.target);
          if (!element) return;
          e.preventDefault();
          setAnchor(element);
        },
        onKeyDown: (e) => {
          if (e.key !== 'ContextMenu' && !(e.shiftKey && e.key === 'F10')) return;
          if (!pressable(e.target)) return;
          const element = taskElement(e.target);
          if (!element) return;
          e.preventDefault();
          setAnchor(element);
        },
      }
    : {};
  // The press fired while the finger is still down: the menu is (about to be) open.
  function anchorPending() {
    return pressedOn.current !== null && anchor === pressedOn.current;
  }

  const menu = (
    <>
      <Menu
        anchorEl={anchor}
        open={!!task}
        onClose={close}
        slotProps={{ list: { 'aria-label': `Ações de ${task?.code ?? ''}` } }}
      >
        {/* Which task: the menu opens over its card. */}
        <Box component="li" role="none" sx={{ px: 2, pt: 0.5, pb: 1, maxWidth: 280 }}>
          <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
            {task?.code}
          </Typography>
          <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
            {task?.title}
          </Typography>
        </Box>
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            if (task) onOpen(task);
          }}
        >
          Abrir
        </MenuItem>
        <Divider />
        <ListSubheader sx={{ lineHeight: '32px' }}>Mover para</ListSubheader>
        {task &&
          taskStatuses
            .filter((s) => s !== task.status)
            .map((s) => (
              <MenuItem
                key={s}
                disabled={!canChangeTaskStatus(task.status, s) || update.isPending}
                onClick={() => move(s)}
              >
                {taskStatusLabels[s]}
              </MenuItem>
            ))}
        <Divider />
        <MenuItem
          sx={{ color: 'error.main' }}
          onClick={() => {
            setConfirming(task ?? null);
            close();
          }}
        >
          Excluir…
        </MenuItem>
      </Menu>
      <DeleteTaskDialog
        task={confirming}
        onCancel={() => setConfirming(null)}
        onDeleted={() => setConfirming(null)}
      />
    </>
  );
  return { handlers, menu };
}
