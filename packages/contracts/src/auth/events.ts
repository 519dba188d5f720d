import type { DomainEventBase } from '../platform/events';
import type { AccountType } from './session';

/** How a sign-in proved who it was. */
export type SignInMethod = 'password' | 'email-link' | 'google' | 'facebook';
/** Why a session (a refresh-token family) ended. */
export type SessionRevokeReason = 'logout' | 'reuse' | 'password_reset' | 'password_change';

/**
 * Auth's domain events (see platform/events.ts). Each concerns one person (`userId`);
 * `workspaceId` is that person's current workspace (every person has one: the personal
 * workspace is made at sign-up), `actorId` the person themself, or null when the system
 * acted (a reused refresh token revokes its family).
 */
export interface AuthEvents {
  /** An e-mail was registered: a new account, or an unconfirmed one taken over by the newest registration. */
  'auth.user.registered': DomainEventBase & {
    userId: string;
    method: 'password' | 'google';
    newAccount: boolean;
  };
  'auth.email.confirmed': DomainEventBase & { userId: string };
  /** A new confirmation link went out (resend); registration's own link is part of `registered`. */
  'auth.confirmation-link.issued': DomainEventBase & { userId: string };
  /** A password-recovery link went out. */
  'auth.recovery-link.issued': DomainEventBase & { userId: string };

  /** A sign-in started a session (a refresh-token family). */
  'auth.session.started': DomainEventBase & {
    userId: string;
    sessionId: string;
    clientType: 'web' | 'mobile';
    method: SignInMethod;
  };
  /** A refresh token was traded for a new one of the same session. */
  'auth.session.refreshed': DomainEventBase & { userId: string; sessionId: string };
  /** One per session ended (a password reset ends them all). */
  'auth.session.revoked': DomainEventBase & {
    userId: string;
    sessionId: string;
    reason: SessionRevokeReason;
  };

  /** Set from a recovery link (`reset`) or by the signed-in person (`change`). */
  'auth.password.changed': DomainEventBase & { userId: string; via: 'reset' | 'change' };
  /** Name, avatar or account type (`fields` names which). */
  'auth.profile.updated': DomainEventBase & {
    userId: string;
    fields: ('name' | 'avatarUrl' | 'accountType')[];
    accountType: AccountType | null;
  };
  /** An onboarding checkpoint was done. */
  'auth.checkpoint.completed': DomainEventBase & { userId: string; checkpoint: string };
  'auth.google-account.connected': DomainEventBase & { userId: string };
  'auth.google-account.disconnected': DomainEventBase & { userId: string };
  'auth.facebook-account.connected': DomainEventBase & { userId: string };
  'auth.facebook-account.disconnected': DomainEventBase & { userId: string };
}

declare module '../platform/events' {
  interface DomainEvents extends AuthEvents {}
}
