import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterFirstPaint } from './use-after-first-paint';

function Part() {
  return <p>{useAfterFirstPaint() ? 'pronto' : 'reservado'}</p>;
}

afterEach(() => vi.useRealTimers());

describe('useAfterFirstPaint', () => {
  it('is false in the first commit, and turns true only after the next frame and a task after it', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    render(<Part />);
    expect(screen.getByText('reservado')).toBeInTheDocument();
    // The frame alone is not enough: the paint happens after it.
    await act(() => vi.advanceTimersToNextFrame());
    expect(screen.getByText('reservado')).toBeInTheDocument();
    await act(() => vi.runOnlyPendingTimersAsync());
    expect(screen.getByText('pronto')).toBeInTheDocument();
  });
});
