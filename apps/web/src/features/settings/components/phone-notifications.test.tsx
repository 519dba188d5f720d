import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pushAvailable, setPushEnabled } from '../../../platform/native/push';
import { PhoneNotifications } from './phone-notifications';

vi.mock('../../../platform/native/push', () => ({
  pushAvailable: vi.fn(),
  pushEnabled: () => false,
  setPushEnabled: vi.fn(),
}));

describe('"Notificações no celular" (issue 25)', () => {
  beforeEach(() => vi.mocked(setPushEnabled).mockReset());

  it('is not offered in the browser', () => {
    vi.mocked(pushAvailable).mockReturnValue(false);
    const { container } = render(<PhoneNotifications />);
    expect(container).toBeEmptyDOMElement();
  });

  it('in the app, registers the device only when turned on', async () => {
    vi.mocked(pushAvailable).mockReturnValue(true);
    vi.mocked(setPushEnabled).mockResolvedValue(true);
    render(<PhoneNotifications />);
    const toggle = screen.getByRole('switch', { name: 'Notificações no celular' });
    expect(toggle).not.toBeChecked();
    expect(setPushEnabled).not.toHaveBeenCalled();
    fireEvent.click(toggle);
    expect(await screen.findByRole('switch', { checked: true })).toBeInTheDocument();
    expect(setPushEnabled).toHaveBeenCalledWith(true);
  });

  it('says so when the phone refuses the permission', async () => {
    vi.mocked(pushAvailable).mockReturnValue(true);
    vi.mocked(setPushEnabled).mockResolvedValue(false);
    render(<PhoneNotifications />);
    fireEvent.click(screen.getByRole('switch', { name: 'Notificações no celular' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('não permitiu');
    expect(screen.getByRole('switch', { name: 'Notificações no celular' })).not.toBeChecked();
  });
});
