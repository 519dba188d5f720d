import { call } from '../../resilience/api-client';
import type { ModuleTesting } from '../../test/module-testing';

/** Health has no records; its one part in the suites is the load suite's probe read. */
export const testing: ModuleTesting = {
  reads: [{ name: 'saúde', weight: 1, read: (base) => call(base, 'GET', '/api/health') }],
};
