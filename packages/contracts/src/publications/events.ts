import type { DomainEventBase } from '../platform/events';

/**
 * Domain events of publications (see platform/events.ts): each write emits one inside its
 * transaction. Payloads carry the ids a subscriber filters on; the presented publication goes
 * over realtime, not here. `published`: a revision went live (by a person or the scheduler,
 * whose `actorId` is the member who scheduled it); `unpublished`: it was taken down.
 */
export interface PublicationsEvents {
  'publications.publication.created': DomainEventBase & { publicationId: string };
  'publications.publication.updated': DomainEventBase & { publicationId: string };
  'publications.publication.deleted': DomainEventBase & { publicationId: string };
  'publications.publication.published': DomainEventBase & {
    publicationId: string;
    revisionId: string;
    number: number;
  };
  'publications.publication.unpublished': DomainEventBase & { publicationId: string };
}

declare module '../platform/events' {
  interface DomainEvents extends PublicationsEvents {}
}
