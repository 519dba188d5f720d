import type { Config } from '../../../config';
import { clock } from '../../../platform/clock';
import type { AppContext } from '../../../platform/context';
import { createGraphClient, type GraphClient } from './graph/client';
import { IN_DOUBT_WAIT_MS } from './in-doubt';
import { secretsFor, type Secrets } from './secrets';

/** What the WhatsApp services and workers need besides the app context. */
export interface WhatsappDeps {
  ctx: AppContext;
  config: Pick<
    Config,
    | 'WHATSAPP_GRAPH_URL'
    | 'APP_URL'
    | 'DATA_DIR'
    | 'DATABASE_URL'
    | 'CHATS_SECRETS_KEY'
    | 'MEDIA_MAX_FILE_BYTES'
    | 'NODE_ENV'
  > &
    Partial<Pick<Config, 'CHATS_IN_DOUBT_WAIT_MS'>>;
  /**
   * Whose queued work this app's loops take: every workspace's (null), or — in tests, where
   * many apps share one database, each with its own fake Graph API — only the workspaces a
   * test hands over (`serve`), so no app sends another test's messages to the wrong fake.
   * Tests are NODE_ENV=test, and any app of the test process whatever its NODE_ENV
   * (`shareTheDatabaseWithOtherApps`).
   */
  scope: Set<string> | null;
  /** How long a send cut by a crash waits for Meta's status before it is sent again. */
  inDoubtWaitMs: number;
  /** Largest media downloaded from Meta (the library's own file limit). */
  maxMediaBytes: number;
  /** The encryption of the tokens at rest (refuses, in pt-BR, when no key may be made). */
  secrets(): Secrets;
  /** A Graph API client speaking for one access token. */
  graph(accessToken: string): GraphClient;
  now(): Date;
}

/**
 * Whether this process's apps share their database with apps that serve other workspaces:
 * the test process, where every test file's apps run on one database, some of them in
 * production or development mode (tests of those modes' routes and logs). NODE_ENV alone
 * cannot tell: such an app's loops would take every test's queued sends, fail them (it cannot
 * decrypt another app's tokens) and, their retries timed to the backoff, keep winning the
 * claim — a test's reaction waited 5 + 10 + 20 + 40 s. Set once by the server test kit.
 */
let databaseShared = false;

/** The test kit: every app of this process takes only the workspaces handed to it (`serve`). */
export function shareTheDatabaseWithOtherApps(): void {
  databaseShared = true;
}

export function whatsappDeps(ctx: AppContext, config: WhatsappDeps['config']): WhatsappDeps {
  return {
    ctx,
    config,
    maxMediaBytes: config.MEDIA_MAX_FILE_BYTES,
    inDoubtWaitMs: config.CHATS_IN_DOUBT_WAIT_MS ?? IN_DOUBT_WAIT_MS,
    scope: config.NODE_ENV === 'test' || databaseShared ? new Set() : null,
    secrets: () => secretsFor(config),
    graph: (accessToken) => createGraphClient({ baseUrl: config.WHATSAPP_GRAPH_URL, accessToken }),
    now: () => clock.now(),
  };
}
