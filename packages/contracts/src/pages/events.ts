import type { DomainEventBase } from '../platform/events';

/**
 * Domain events of pages (see platform/events.ts): each write emits one inside its
 * transaction. `published`: the live copy was replaced (explore refreshes its caches and
 * search); `updated` covers draft edits, status, visibility and unpublishing.
 */
export interface PagesEvents {
  'pages.page.created': DomainEventBase & { pageId: string };
  'pages.page.updated': DomainEventBase & { pageId: string };
  'pages.page.deleted': DomainEventBase & { pageId: string };
  'pages.page.published': DomainEventBase & { pageId: string };
}

declare module '../platform/events' {
  interface DomainEvents extends PagesEvents {}
}
