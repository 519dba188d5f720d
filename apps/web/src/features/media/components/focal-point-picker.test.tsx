import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FocalPointPicker, pointIn } from './focal-point-picker';

describe('focal point', () => {
  it('turns a click into fractions of the picture, kept inside it', () => {
    const rect = { left: 100, top: 50, width: 200, height: 100 };
    expect(pointIn(rect, 150, 75)).toEqual({ x: 0.25, y: 0.25 });
    expect(pointIn(rect, 400, 0)).toEqual({ x: 1, y: 0 });
  });

  it('sets the point by clicking on the image and nudges it with the arrows', () => {
    const onChange = vi.fn();
    render(
      <FocalPointPicker src="/x.webp" alt="Praia" value={{ x: 0.5, y: 0.5 }} onChange={onChange} />,
    );
    const slider = screen.getByRole('slider', { name: 'Ponto focal' });
    slider.getBoundingClientRect = () => ({ left: 0, top: 0, width: 400, height: 200 }) as DOMRect;
    fireEvent.click(slider, { clientX: 300, clientY: 50 });
    expect(onChange).toHaveBeenLastCalledWith({ x: 0.75, y: 0.25 });
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(onChange).toHaveBeenLastCalledWith({ x: 0.45, y: 0.5 });
  });
});
