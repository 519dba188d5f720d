import type { ModuleTesting } from '../../test/module-testing';
import { settingsReads, settingsWriters } from './load-writers';

/**
 * No path parameters: both records are the caller's own (`/api/app/me/...`). The crash and
 * load suites get the menu and preferences saves and the side menu / settings reads.
 */
export const testing: ModuleTesting = { writers: settingsWriters, reads: settingsReads };
