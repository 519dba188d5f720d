/** Test fixtures of the people screens (imported by `*.test.tsx` only). */
import type { Person, TimelineItem } from '@orbita/contracts/people';
import { vi } from 'vitest';

export {
  calls,
  nudge,
  renderScreen,
  screenWidth,
  testWorkspaceId,
  urlOf,
} from '../../../test/render-screen';

export const base = '/api/app/pessoa/pessoas';
export const at = '2026-11-20T15:00:00.000Z';
export const personId = (n: number) => `00000000-0000-4000-b000-${String(n).padStart(12, '0')}`;

export function testPerson(n: number, name: string, extra: Partial<Person> = {}): Person {
  return {
    id: personId(n),
    kind: 'person',
    name,
    document: null,
    documentKind: null,
    emails: [],
    phones: [],
    birthday: null,
    address: null,
    companyId: null,
    companyName: null,
    role: null,
    tags: [],
    notes: '',
    customFields: {},
    avatarMediaId: null,
    avatarUrl: null,
    userId: null,
    keepInTouchDays: null,
    lastContactAt: null,
    version: 1,
    createdAt: at,
    updatedAt: at,
    ...extra,
  };
}

export const taskItem = (extra: Partial<TimelineItem> = {}): TimelineItem =>
  ({
    kind: 'task',
    at: '2026-11-21T10:00:00.000Z',
    linkId: personId(900),
    taskId: personId(901),
    code: 'TAR-7',
    title: 'Enviar proposta',
    status: 'todo',
    due: null,
    ...extra,
  }) as TimelineItem;

export const entryItem = (extra: Partial<TimelineItem> = {}): TimelineItem =>
  ({
    kind: 'entry',
    at: '2026-11-22T15:00:00.000Z',
    linkId: personId(902),
    entryId: personId(903),
    description: 'Almoço dividido',
    amountCents: 15000,
    type: 'revenue',
    date: '2026-11-22',
    paid: false,
    ...extra,
  }) as TimelineItem;

/** jsdom lays nothing out: scrollers get a screen's size so virtual rows render. */
export function layOut() {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(1200);
}
