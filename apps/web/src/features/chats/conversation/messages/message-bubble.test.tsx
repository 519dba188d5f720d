import type { Message } from '@orbita/contracts/chats';
import { describe, expect, it } from 'vitest';
import { isMine } from './message-bubble';

const me = '00000000-0000-4000-8000-000000000001';
const other = '00000000-0000-4000-8000-000000000002';
const message = (direction: Message['direction'], authorId: string | null) =>
  ({ direction, author: authorId ? { id: authorId, name: 'X' } : null }) as Message;

describe('isMine (which side a message sits on)', () => {
  it('in a team chat only the viewer’s own messages are on the right', () => {
    expect(isMine(message('out', me), true, me)).toBe(true);
    expect(isMine(message('out', other), true, me)).toBe(false);
    expect(isMine(message('note', other), true, me)).toBe(false);
  });

  it('in WhatsApp every member’s reply and note is the business side; the contact is on the left', () => {
    expect(isMine(message('out', other), false, me)).toBe(true);
    expect(isMine(message('note', other), false, me)).toBe(true);
    expect(isMine(message('in', null), false, me)).toBe(false);
  });
});
