import type { DomainEventBase } from '../platform/events';

/**
 * Settings' domain events. `workspaceId` is the person's current workspace (the bus needs
 * one), though the records belong to the person in every workspace.
 */
export interface SettingsEvents {
  'settings.preferences.updated': DomainEventBase & { userId: string; version: number };
  'settings.menu.updated': DomainEventBase & {
    userId: string;
    version: number;
    shortcuts: number;
  };
}

declare module '../platform/events' {
  interface DomainEvents extends SettingsEvents {}
}
