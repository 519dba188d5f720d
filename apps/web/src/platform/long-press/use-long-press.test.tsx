import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLongPress } from './use-long-press';

function Pressable({
  onLongPress,
  onClick,
  duration,
}: {
  onLongPress: () => void;
  onClick: () => void;
  duration?: number;
}) {
  const handlers = useLongPress(onLongPress, duration);
  return (
    <button type="button" {...handlers} onClick={onClick}>
      Segurar
    </button>
  );
}

function setup(duration?: number) {
  const onLongPress = vi.fn();
  const onClick = vi.fn();
  render(<Pressable onLongPress={onLongPress} onClick={onClick} duration={duration} />);
  return { onLongPress, onClick, button: screen.getByRole('button', { name: 'Segurar' }) };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useLongPress', () => {
  it('fires after 1000 ms of holding the mouse', () => {
    const { onLongPress, button } = setup();
    fireEvent.mouseDown(button, { button: 0, clientX: 10, clientY: 10 });
    vi.advanceTimersByTime(999);
    expect(onLongPress).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onLongPress).toHaveBeenCalledOnce();
  });

  it('honours a custom duration', () => {
    const { onLongPress, button } = setup(400);
    fireEvent.mouseDown(button, { button: 0 });
    vi.advanceTimersByTime(399);
    expect(onLongPress).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onLongPress).toHaveBeenCalledOnce();
  });

  it('is cancelled by an early release', () => {
    const { onLongPress, button } = setup();
    fireEvent.mouseDown(button, { button: 0 });
    vi.advanceTimersByTime(900);
    fireEvent.mouseUp(button);
    vi.advanceTimersByTime(1000);
    expect(onLongPress).not.toHaveBeenCalled();
  });

  it('is cancelled by moving further than a few pixels, not by a tremor', () => {
    const { onLongPress, button } = setup();
    fireEvent.mouseDown(button, { button: 0, clientX: 100, clientY: 100 });
    fireEvent.mouseMove(button, { clientX: 103, clientY: 102 });
    vi.advanceTimersByTime(1000);
    expect(onLongPress).toHaveBeenCalledOnce();
    fireEvent.mouseUp(button);

    fireEvent.mouseDown(button, { button: 0, clientX: 100, clientY: 100 });
    fireEvent.mouseMove(button, { clientX: 125, clientY: 100 });
    vi.advanceTimersByTime(1000);
    expect(onLongPress).toHaveBeenCalledOnce();
  });

  it('suppresses the click right after a long press, once', () => {
    const { onLongPress, onClick, button } = setup();
    fireEvent.mouseDown(button, { button: 0 });
    vi.advanceTimersByTime(1000);
    fireEvent.mouseUp(button);
    fireEvent.click(button);
    expect(onLongPress).toHaveBeenCalledOnce();
    expect(onClick).not.toHaveBeenCalled();

    // The next, ordinary click goes through.
    fireEvent.mouseDown(button, { button: 0 });
    vi.advanceTimersByTime(120);
    fireEvent.mouseUp(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('does not suppress a normal click', () => {
    const { onLongPress, onClick, button } = setup();
    fireEvent.mouseDown(button, { button: 0 });
    vi.advanceTimersByTime(150);
    fireEvent.mouseUp(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
    expect(onLongPress).not.toHaveBeenCalled();
  });

  it('ignores other mouse buttons', () => {
    const { onLongPress, button } = setup();
    fireEvent.mouseDown(button, { button: 2 });
    vi.advanceTimersByTime(1500);
    expect(onLongPress).not.toHaveBeenCalled();
  });

  it('works with touch, and the emulated mouse events after a tap start nothing', () => {
    const { onLongPress, onClick, button } = setup();
    fireEvent.touchStart(button, { touches: [{ clientX: 5, clientY: 5 }] });
    vi.advanceTimersByTime(1000);
    expect(onLongPress).toHaveBeenCalledOnce();
    // The browser follows the touch with mousedown, mouseup and click, straight away.
    fireEvent.touchEnd(button, { touches: [] });
    fireEvent.mouseDown(button, { button: 0 });
    fireEvent.mouseUp(button);
    fireEvent.click(button);
    vi.advanceTimersByTime(2000);
    expect(onLongPress).toHaveBeenCalledOnce();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is cancelled when a touch turns into a scroll', () => {
    const { onLongPress, button } = setup();
    fireEvent.touchStart(button, { touches: [{ clientX: 5, clientY: 5 }] });
    fireEvent.touchMove(button, { touches: [{ clientX: 5, clientY: 40 }] });
    vi.advanceTimersByTime(1000);
    expect(onLongPress).not.toHaveBeenCalled();
  });

  it('starts one press when pointer and mouse events report the same gesture', () => {
    const { onLongPress, onClick, button } = setup();
    fireEvent.pointerDown(button, {
      isPrimary: true,
      pointerType: 'mouse',
      button: 0,
      clientX: 1,
      clientY: 1,
    });
    fireEvent.mouseDown(button, { button: 0, clientX: 1, clientY: 1 });
    vi.advanceTimersByTime(1000);
    fireEvent.pointerUp(button);
    fireEvent.mouseUp(button);
    fireEvent.click(button);
    expect(onLongPress).toHaveBeenCalledOnce();
    expect(onClick).not.toHaveBeenCalled();
  });
});
