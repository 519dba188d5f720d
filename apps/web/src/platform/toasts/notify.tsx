import CheckIcon from '@mui/icons-material/Check';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { toast, type Id, type ToastOptions, type TypeOptions } from 'react-toastify';
import { ToastMessage, type ToastText } from './toast-message';

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
function show(kind: ToastKind, message: ToastText, extra: ToastOptions = {}): Id {
  const { type, position, autoClose } = toastKinds[kind];
  return toast(<ToastMessage message={message} />, {
    type,
    position,
    autoClose,
    className: `orbita-toast--${kind}`,
    ...extra,
  });
}

/**
 * The app's toasts. A string is shown as text, whatever it holds (names, server messages);
 * spec §8's HTML comes only from the `html` tag, whose values are escaped, and is
 * sanitized again before it is shown.
 */
export const notify = {
  success: (msg: ToastText = 'Sucesso') => show('success', msg),
  /** The short "done" confirmation: a check mark for about a second. */
  check: (msg: ToastText = 'Sucesso') =>
    show('check', msg, { icon: () => <CheckIcon fontSize="small" /> }),
  ok: (msg: ToastText = 'Ok') => show('ok', msg),
  error: (msg: ToastText) => show('error', msg),
  info: (msg: ToastText) => show('info', msg),
  warning: (msg: ToastText) => show('warning', msg),
  won: (msg: ToastText) => show('won', msg, { icon: () => <EmojiEventsIcon fontSize="small" /> }),
};

/** The reward message 'Você ganhou {quantidade} de {nome}!' (spec §8), as text for `notify.won`. */
export function wonMessage(quantidade: number, nome: string): string {
  return `Você ganhou ${quantidade} de ${nome}!`;
}
