import type { ModuleTesting } from '../../test/module-testing';

/** No path parameters: both records are the caller's own (`/api/app/me/...`). */
export const testing: ModuleTesting = {};
