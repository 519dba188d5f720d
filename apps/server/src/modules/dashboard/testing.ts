import type { ModuleTesting } from '../../test/module-testing';
import { dashboardReads, dashboardWriters } from './load-writers';

/**
 * The dashboard's test-time entry. Its routes take no path parameter (the person's own
 * page), so the route sweep needs no factory; the crash and load suites get the layout
 * save and the dashboard read.
 */
export const testing: ModuleTesting = {
  writers: dashboardWriters,
  reads: dashboardReads,
};
