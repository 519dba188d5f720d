import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLICK_AFTER_PRESS_MS, LONG_PRESS_MS } from '../../../platform/long-press';
import { TouchGestures, type PointerLike } from './touch-gestures';

/** A frame with one node, as the canvas renders them (data-node-id on the node's box). */
function dom() {
  const frame = document.createElement('div');
  frame.innerHTML = '<div data-node-id="n1"><span class="mm-text">Ideia</span></div>';
  return { frame, text: frame.querySelector('.mm-text')! };
}

function setup() {
  const viewport = { panBy: vi.fn(), zoomAt: vi.fn() };
  const onTap = vi.fn();
  const onMenu = vi.fn();
  const g = new TouchGestures(
    () => ({ viewport, onTap, onMenu }),
    () => ({ x: 10, y: 20 }),
  );
  return { g, viewport, onTap, onMenu, ...dom() };
}

const at = (pointerId: number, x: number, y: number, target: EventTarget | null): PointerLike => ({
  pointerId,
  clientX: x,
  clientY: y,
  target,
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('TouchGestures', () => {
  it('a tap selects the node under the finger, or nothing on the background', () => {
    const { g, onTap, onMenu, viewport, text, frame } = setup();
    g.down(at(1, 100, 100, text));
    vi.advanceTimersByTime(200);
    g.move(at(1, 103, 101, text)); // a tremor
    g.up(at(1, 103, 101, text));
    expect(onTap).toHaveBeenCalledWith('n1');
    g.down(at(2, 300, 300, frame));
    g.up(at(2, 300, 300, frame));
    expect(onTap).toHaveBeenLastCalledWith(null);
    expect(onMenu).not.toHaveBeenCalled();
    expect(viewport.panBy).not.toHaveBeenCalled();
  });

  it('a long press on a node opens its menu where the finger is, and the lift is no tap', () => {
    const { g, onTap, onMenu, text } = setup();
    g.down(at(1, 100, 100, text));
    vi.advanceTimersByTime(LONG_PRESS_MS - 1);
    expect(onMenu).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onMenu).toHaveBeenCalledWith('n1', { x: 100, y: 100 });
    g.up(at(1, 100, 100, text));
    expect(onTap).not.toHaveBeenCalled();
    // The browser's click after the lift, where the finger was (on the menu's backdrop), is
    // swallowed; later ones are not.
    // A deliberate tap elsewhere (a menu item) at once still counts.
    const backdrop = document.body.appendChild(document.createElement('div'));
    const clicked = vi.fn();
    backdrop.addEventListener('click', clicked);
    const click = (x: number, y: number) =>
      backdrop.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: x, clientY: y }));
    click(100, 100);
    expect(clicked).not.toHaveBeenCalled();
    click(160, 130);
    expect(clicked).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(CLICK_AFTER_PRESS_MS);
    click(100, 100);
    expect(clicked).toHaveBeenCalledTimes(2);
    backdrop.remove();
  });

  it('one finger pans (from where it started, past the tolerance) and cancels the long press', () => {
    const { g, onTap, onMenu, viewport, text } = setup();
    g.down(at(1, 100, 100, text));
    g.move(at(1, 130, 90, text));
    expect(viewport.panBy).toHaveBeenLastCalledWith(30, -10);
    g.move(at(1, 150, 95, text));
    expect(viewport.panBy).toHaveBeenLastCalledWith(20, 5);
    vi.advanceTimersByTime(LONG_PRESS_MS * 2);
    g.up(at(1, 150, 95, text));
    expect(onMenu).not.toHaveBeenCalled();
    expect(onTap).not.toHaveBeenCalled();
  });

  it('two fingers pinch-zoom around their midpoint (frame pixels) and pan with it', () => {
    const { g, onTap, onMenu, viewport, frame } = setup();
    g.down(at(1, 100, 200, frame));
    g.down(at(2, 200, 200, frame));
    g.move(at(2, 300, 200, frame)); // fingers twice as far apart
    expect(viewport.zoomAt).toHaveBeenLastCalledWith(2, 200 - 10, 200 - 20);
    expect(viewport.panBy).toHaveBeenLastCalledWith(50, 0);
    g.move(at(1, 200, 200, frame)); // closer again: zoom out
    expect(viewport.zoomAt.mock.lastCall![0]).toBeCloseTo(0.5);
    // One finger lifts: the other keeps panning, smoothly, and nothing is a tap.
    g.up(at(2, 300, 200, frame));
    g.move(at(1, 210, 230, frame));
    expect(viewport.panBy).toHaveBeenLastCalledWith(10, 30);
    g.up(at(1, 210, 230, frame));
    vi.advanceTimersByTime(LONG_PRESS_MS * 2);
    expect(onTap).not.toHaveBeenCalled();
    expect(onMenu).not.toHaveBeenCalled();
  });

  it('the browser’s own long-press menu or a right click opens ours once, only on a node', () => {
    const { g, onMenu, text, frame } = setup();
    const preventDefault = vi.fn();
    // Android fires contextmenu before our hold time: ours opens then, not again later.
    g.down(at(1, 100, 100, text));
    g.contextMenu({ ...at(-1, 100, 100, text), preventDefault });
    expect(preventDefault).toHaveBeenCalled();
    expect(onMenu).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(LONG_PRESS_MS);
    expect(onMenu).toHaveBeenCalledOnce();
    g.up(at(1, 100, 100, text));
    // A right click on a node (no touch): the menu; on the background: the browser's.
    g.contextMenu({ ...at(-1, 5, 5, text), preventDefault });
    expect(onMenu).toHaveBeenCalledTimes(2);
    const other = vi.fn();
    g.contextMenu({ ...at(-1, 5, 5, frame), preventDefault: other });
    expect(other).not.toHaveBeenCalled();
    expect(onMenu).toHaveBeenCalledTimes(2);
  });
});
