import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { presentationSteps, viewFor, type Step, type StepGeometry } from './presentation-steps';

/** What presentation mode needs of the editor's Viewport (viewport.ts). */
export interface PresentationViewport {
  view: { x: number; y: number; k: number };
  set(view: { x: number; y: number; k: number }): void;
  size(): { w: number; h: number };
}

interface Options {
  geometry: StepGeometry;
  viewport: PresentationViewport;
  /** The element that goes full screen: the canvas frame. */
  target: RefObject<HTMLElement | null>;
  onStep?: (nodeId: string) => void;
}

/** Pinned over the window where the Fullscreen API is missing or refused (iPhone Safari). */
const FALLBACK_STYLE: Partial<CSSStyleDeclaration> = {
  position: 'fixed',
  inset: '0',
  width: '100vw',
  height: '100dvh',
  zIndex: '1400',
};

type Mode = 'fullscreen' | 'fallback';

async function enterFullscreen(el: HTMLElement): Promise<Mode> {
  try {
    if (typeof el.requestFullscreen === 'function' && document.fullscreenEnabled !== false) {
      await el.requestFullscreen({ navigationUI: 'hide' });
      return 'fullscreen';
    }
  } catch {
    // Refused (no user gesture, an iframe without allowfullscreen): the fallback below.
  }
  return 'fallback';
}

export interface Presentation {
  active: boolean;
  index: number;
  steps: Step[];
  start: () => void;
  stop: () => void;
  next: () => void;
  prev: () => void;
}

/** The keys presentation mode answers; every other key is kept from the editor meanwhile. */
const NEXT = new Set(['ArrowRight', 'ArrowDown', ' ', 'PageDown', 'Enter']);
const PREV = new Set(['ArrowLeft', 'ArrowUp', 'PageUp', 'Backspace']);

export function usePresentationState({
  geometry,
  viewport,
  target,
  onStep,
}: Options): Presentation {
  const [active, setActive] = useState(false);
  const [index, setIndex] = useState(0);
  const [steps, setSteps] = useState<Step[]>([]);
  const session = useRef<{
    mode: Mode | null;
    saved: PresentationViewport['view'];
    style: string;
  } | null>(null);
  const onStepRef = useRef(onStep);
  useEffect(() => {
    onStepRef.current = onStep;
  }, [onStep]);

  const stop = useCallback(() => {
    const s = session.current;
    session.current = null;
    setActive(false);
    if (!s) return;
    const el = target.current;
    if (s.mode === 'fullscreen' && document.fullscreenElement === el)
      void document.exitFullscreen().catch(() => {});
    if (el) el.setAttribute('style', s.style);
    if (el && !s.style) el.removeAttribute('style');
    el?.removeAttribute('data-presenting');
    viewport.set(s.saved);
  }, [target, viewport]);

  const start = useCallback(() => {
    const el = target.current;
    const all = presentationSteps(geometry);
    if (!el || all.length === 0 || session.current) return;
    session.current = {
      mode: null,
      saved: { ...viewport.view },
      style: el.getAttribute('style') ?? '',
    };
    setSteps(all);
    setIndex(0);
    setActive(true);
    void enterFullscreen(el).then((mode) => {
      const s = session.current;
      if (!s) return; // left before the browser answered
      s.mode = mode;
      el.setAttribute('data-presenting', mode);
      if (mode === 'fallback') Object.assign(el.style, FALLBACK_STYLE);
    });
  }, [geometry, target, viewport]);

  const go = useCallback(
    (delta: number) =>
      setIndex((i) => Math.min(Math.max(i + delta, 0), Math.max(steps.length - 1, 0))),
    [steps.length],
  );
  const next = useCallback(() => go(1), [go]);
  const prev = useCallback(() => go(-1), [go]);

  // Frame the current step now, and again whenever the frame changes size (entering full
  // screen, rotating a phone).
  useEffect(() => {
    const step = steps[index];
    if (!active || !step) return;
    const frame = () => viewport.set(viewFor(step.bounds, viewport.size()));
    frame();
    onStepRef.current?.(step.id);
    const el = target.current;
    const observer =
      el && typeof ResizeObserver !== 'undefined' ? new ResizeObserver(() => frame()) : null;
    if (el) observer?.observe(el);
    window.addEventListener('resize', frame);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', frame);
    };
  }, [active, index, steps, target, viewport]);

  // Keys: captured on the window before the editor sees them.
  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey) return; // browser shortcuts stay the browser's
      e.stopPropagation();
      let handled = true;
      if (NEXT.has(e.key)) next();
      else if (PREV.has(e.key)) prev();
      else if (e.key === 'Home') setIndex(0);
      else if (e.key === 'End') setIndex(Math.max(steps.length - 1, 0));
      else if (e.key === 'Escape') stop();
      else handled = false;
      if (handled) e.preventDefault();
    };
    const swallow = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      e.stopPropagation();
      // A focused button clicks on Space's keyup: the keydown already turned the page.
      if (e.key === ' ') e.preventDefault();
    };
    window.addEventListener('keydown', onKey, true);
    window.addEventListener('keyup', swallow, true);
    // Esc in real full screen is the browser's: it leaves full screen without a keydown.
    const onFullscreen = () => {
      if (session.current?.mode === 'fullscreen' && !document.fullscreenElement) stop();
    };
    document.addEventListener('fullscreenchange', onFullscreen);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      window.removeEventListener('keyup', swallow, true);
      document.removeEventListener('fullscreenchange', onFullscreen);
    };
  }, [active, next, prev, steps.length, stop]);

  // Leaving the page mid-presentation leaves full screen too.
  useEffect(() => () => stop(), [stop]);

  return { active, index, steps, start, stop, next, prev };
}
