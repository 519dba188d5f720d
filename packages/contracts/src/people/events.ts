import type { DomainEventBase } from '../platform/events';
import type { PersonLinkKind } from './index';

/**
 * Domain events of people (see platform/events.ts): each write emits one inside its
 * transaction. Payloads carry the ids a subscriber filters on; the presented person goes
 * over realtime, not here.
 */
export interface PeopleEvents {
  'people.person.created': DomainEventBase & { personId: string };
  'people.person.updated': DomainEventBase & { personId: string };
  'people.person.deleted': DomainEventBase & { personId: string };
  /** `mergedIds` became `personId` (their links, e-mails and phones moved to it) and are gone. */
  'people.person.merged': DomainEventBase & { personId: string; mergedIds: string[] };
  /** A record of another module was linked to the person (or unlinked). */
  'people.link.created': DomainEventBase & {
    personId: string;
    linkId: string;
    kind: PersonLinkKind;
    recordId: string;
  };
  'people.link.deleted': DomainEventBase & {
    personId: string;
    linkId: string;
    kind: PersonLinkKind;
    recordId: string;
  };
}

declare module '../platform/events' {
  interface DomainEvents extends PeopleEvents {}
}
