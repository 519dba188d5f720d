import { describe, expect, it } from 'vitest';
import { messageTime, timeLeft, windowState } from './format';

describe('chats formats', () => {
  const now = new Date(2026, 10, 26, 15, 0);
  it('says when a message came as the inbox does: HH:mm today, ontem, dd/mm/aaaa', () => {
    expect(messageTime(new Date(2026, 10, 26, 14, 32).toISOString(), now)).toBe('14:32');
    expect(messageTime(new Date(2026, 10, 26, 0, 0).toISOString(), now)).toBe('00:00');
    expect(messageTime(new Date(2026, 10, 25, 23, 59).toISOString(), now)).toBe('ontem');
    expect(messageTime(new Date(2026, 10, 25, 0, 0).toISOString(), now)).toBe('ontem');
    expect(messageTime(new Date(2026, 10, 24, 23, 59).toISOString(), now)).toBe('24/11/2026');
  });

  it('reads the 24 h window: open, closing within 2 h, closed; none for team chats', () => {
    const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
    const wa = (windowClosesAt: string | null) => ({ kind: 'whatsapp', windowClosesAt });
    expect(windowState(wa(at(3 * 3600_000)), now)).toBe('open');
    expect(windowState(wa(at(2 * 3600_000)), now)).toBe('closing');
    expect(windowState(wa(at(60_000)), now)).toBe('closing');
    expect(windowState(wa(at(0)), now)).toBe('closed');
    expect(windowState(wa(null), now)).toBe('closed');
    expect(windowState({ kind: 'group', windowClosesAt: null }, now)).toBe('none');
    expect(timeLeft(at(80 * 60_000), now)).toBe('1 h 20 min');
    expect(timeLeft(at(45 * 60_000), now)).toBe('45 min');
    expect(timeLeft(at(2 * 3600_000), now)).toBe('2 h');
  });
});
