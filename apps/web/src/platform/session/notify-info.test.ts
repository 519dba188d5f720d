import { describe, expect, it, vi } from 'vitest';
import { notify } from '../toasts';
import { notifyInfo } from './notify-info';

vi.mock('../toasts', () => ({ notify: { info: vi.fn() } }));

describe('notifyInfo', () => {
  it('shows an info toast (top-right, until dismissed)', async () => {
    await notifyInfo('Sua sessão expirou!');
    expect(notify.info).toHaveBeenCalledWith('Sua sessão expirou!');
  });
});
