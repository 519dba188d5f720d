import type { ProcessAction } from '@orbita/contracts/flow';

/**
 * The guided processing flow (GTD), one item at a time, as a pure state machine:
 *
 *   É acionável? ── não ──► Referência | Algum dia | Lixo            (done at once)
 *        │ sim
 *   Leva menos de 2 minutos? ── sim ──► Fazer agora (choose the list)
 *        │ não
 *   Próxima ação | Delegar | Agendar | Enviar para um processo       (details, then done)
 *
 * The screen sends the server's process action; this only says which question is asked.
 */

export type GuidedStep = 'actionable' | 'not-actionable' | 'quick' | 'how' | 'details' | 'finished';
/** Actions that need details (list, date, people, process) before they are sent. */
export type DetailAction = Extract<
  ProcessAction,
  'do-now' | 'next-action' | 'schedule' | 'delegate' | 'to-process'
>;
/** Actions sent straight from the "not actionable" question. */
export type DirectAction = Extract<ProcessAction, 'reference' | 'someday' | 'trash'>;

export interface GuidedState {
  /** The queue, fixed when the flow starts (items in the order the inbox shows them). */
  ids: readonly string[];
  index: number;
  step: GuidedStep;
  action: DetailAction | null;
  /** Questions answered for the current item, to go back. */
  trail: readonly GuidedStep[];
  processed: number;
  skipped: number;
}

export type GuidedEvent =
  | { type: 'actionable'; yes: boolean }
  | { type: 'quick'; yes: boolean }
  | { type: 'choose'; action: Exclude<DetailAction, 'do-now'> }
  | { type: 'back' }
  | { type: 'processed'; id: string }
  | { type: 'skip' }
  /** The open items now (another browser may have processed some): the queue drops the rest. */
  | { type: 'sync'; openIds: readonly string[] };

export function startGuided(ids: readonly string[]): GuidedState {
  return {
    ids,
    index: 0,
    step: ids.length ? 'actionable' : 'finished',
    action: null,
    trail: [],
    processed: 0,
    skipped: 0,
  };
}

const ask = (
  state: GuidedState,
  step: GuidedStep,
  action: DetailAction | null = null,
): GuidedState => ({
  ...state,
  step,
  action,
  trail: [...state.trail, state.step],
});

function next(state: GuidedState, counted: 'processed' | 'skipped'): GuidedState {
  const index = state.index + 1;
  const base = { ...state, [counted]: state[counted] + 1, trail: [], action: null };
  return index >= state.ids.length
    ? { ...base, index: state.ids.length, step: 'finished' }
    : { ...base, index, step: 'actionable' };
}

export function guidedReducer(state: GuidedState, event: GuidedEvent): GuidedState {
  if (state.step === 'finished' && event.type !== 'processed') return state;
  switch (event.type) {
    case 'actionable':
      return state.step === 'actionable'
        ? ask(state, event.yes ? 'quick' : 'not-actionable')
        : state;
    case 'quick':
      if (state.step !== 'quick') return state;
      return event.yes ? ask(state, 'details', 'do-now') : ask(state, 'how');
    case 'choose':
      return state.step === 'how' ? ask(state, 'details', event.action) : state;
    case 'back': {
      const previous = state.trail.at(-1);
      if (!previous) return state;
      return {
        ...state,
        step: previous,
        action: previous === 'details' ? state.action : null,
        trail: state.trail.slice(0, -1),
      };
    }
    case 'processed':
      if (state.ids[state.index] === event.id) return next(state, 'processed');
      // Already moved past it (its realtime echo came first): count it as processed, not skipped.
      return state.ids.indexOf(event.id) >= 0 &&
        state.ids.indexOf(event.id) < state.index &&
        state.skipped > 0
        ? { ...state, processed: state.processed + 1, skipped: state.skipped - 1 }
        : state;
    case 'skip':
      return next(state, 'skipped');
    case 'sync': {
      if (state.step === 'finished') return state;
      const open = new Set(event.openIds);
      // Items gone before their turn leave the queue (the ones already seen stay counted).
      const ids = state.ids.filter((id, i) => i <= state.index || open.has(id));
      const trimmed = ids.length === state.ids.length ? state : { ...state, ids };
      // The item on screen was processed elsewhere: move on.
      return open.has(state.ids[state.index]!) ? trimmed : next(trimmed, 'skipped');
    }
  }
}

/** "3 de 12": the position of the current item in the queue. */
export function progressLabel(state: GuidedState): string {
  const total = state.ids.length;
  return `${Math.min(state.index + 1, total)} de ${total}`;
}

export const currentId = (state: GuidedState): string | null =>
  state.step === 'finished' ? null : (state.ids[state.index] ?? null);
