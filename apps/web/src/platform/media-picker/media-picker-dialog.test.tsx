// @isolate-modules: the media picker slot and its dialog keep the first picker they load.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MediaPickerDialog } from './media-picker-dialog';
import { provideMediaPicker, type MediaPickerProps } from './slot';

describe('MediaPickerDialog', () => {
  it('loads the provided picker when it first opens and hands it the field props', async () => {
    const load = vi.fn(async () => {
      function FakePicker({ title, kind, onClose }: MediaPickerProps) {
        return (
          <div role="dialog" aria-label={title}>
            {kind}
            <button onClick={onClose}>Cancelar</button>
          </div>
        );
      }
      return FakePicker;
    });
    provideMediaPicker(load);
    const onClose = vi.fn();
    const props = { title: 'Escolher foto', kind: 'image' as const, onClose, onPick: vi.fn() };
    const { rerender } = render(<MediaPickerDialog open={false} {...props} />);
    expect(load).not.toHaveBeenCalled();
    rerender(<MediaPickerDialog open {...props} />);
    const dialog = await screen.findByRole('dialog', { name: 'Escolher foto' });
    expect(dialog).toHaveTextContent('image');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
