import CheckIcon from '@mui/icons-material/Check';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { toast, type Id, type ToastOptions, type TypeOptions } from 'react-toastify';
import { escapeHtml } from './escape-html';
import { ToastMessage } from './toast-message';

/** Where and how long each kind of toast stays (spec §8); `false` = until dismissed. */
export const toastKinds = {
  success: { type: 'success', position: 'top-right', autoClose: 3000 },
  check: { type: 'success', position: 'top-right', autoClose: 1000 },
  ok: { type: 'success', position: 'top-right', autoClose: 800 },
  error: { type: 'error', position: 'top-right', autoClose: false },
  info: { type: 'info', position: 'top-right', autoClose: false },
  warning: { type: 'warning', position: 'top-right', autoClose: false },
  won: { type: 'success', position: 'bottom-left', autoClose: 3000 },
} as const satisfies Record<
  string,
  { type: TypeOptions } & Pick<ToastOptions, 'position' | 'autoClose'>
>;

export type ToastKind = keyof typeof toastKinds;

// Icons go in as functions: react-toastify clones an element icon with a `theme` prop,
// which would replace MUI's theme inside the icon.
function show(kind: ToastKind, html: string, extra: ToastOptions = {}): Id {
  const { type, position, autoClose } = toastKinds[kind];
  return toast(<ToastMessage html={html} />, {
    type,
    position,
    autoClose,
    className: `orbita-toast--${kind}`,
    ...extra,
  });
}

/**
 * The app's toasts. Messages may carry HTML; it is sanitized before it is shown, so
 * server or user text can never run a script.
 */
export const notify = {
  success: (msg = 'Sucesso') => show('success', msg),
  /** The short "done" confirmation: a check mark for about a second. */
  check: (msg = 'Sucesso') => show('check', msg, { icon: () => <CheckIcon fontSize="small" /> }),
  ok: (msg = 'Ok') => show('ok', msg),
  error: (msg: string) => show('error', msg),
  info: (msg: string) => show('info', msg),
  warning: (msg: string) => show('warning', msg),
  won: (msg: string) => show('won', msg, { icon: () => <EmojiEventsIcon fontSize="small" /> }),
};

/**
 * The reward message 'Você ganhou {quantidade} de {nome}!' (spec §8), as HTML for
 * `notify.won`: the name is escaped so it shows exactly as the reward is called.
 */
export function wonMessage(quantidade: number, nome: string): string {
  return `Você ganhou ${quantidade} de ${escapeHtml(nome)}!`;
}
