import type { ApiScenario, AwaitedScenario } from '../api';
import { appStateScenario, refreshScenario, updateMeScenario } from './auth';
import { codexSearchScenario } from './codex';
import { notificationsScenario } from './communication';
import {
  exploreFeaturedScenario,
  exploreFeedScenario,
  exploreSearchScenario,
  publicPageScenario,
} from './explore';
import { cashFlowScenario, entriesPageScenario } from './finance';
import {
  nexosGraphScenario,
  nexosListScenario,
  sequencesScreenScenario,
  structureInstantiateScenario,
} from './fabrica';
import { budgetsScenario } from './finance-budgets';
import { createTaskScenario, listTasksScenario } from './flow';
import { hubHomeScenario } from './hubs';
import { mindMapsListScenario } from './mind-maps';
import { peopleListScenario } from './people';
import { catalogScenario } from './products';
import { workspacesScenario } from './workspaces';

/**
 * The API bench's scenarios, in order (refresh last: it rotates the sessions' refresh
 * tokens). A module adds its scenario here when it lands and removes its entry from
 * `awaitedScenarios`. Each costs BENCH_WARMUP + BENCH_DURATION seconds (35 s): keep the
 * whole `npm run bench` under 10 minutes on 2 cores (about 9 scenarios with the rest).
 */
export const apiScenarios: ApiScenario[] = [
  appStateScenario,
  updateMeScenario,
  listTasksScenario,
  createTaskScenario,
  notificationsScenario,
  workspacesScenario,
  cashFlowScenario,
  entriesPageScenario,
  budgetsScenario,
  mindMapsListScenario,
  exploreFeedScenario,
  exploreFeaturedScenario,
  exploreSearchScenario,
  publicPageScenario,
  catalogScenario,
  peopleListScenario,
  hubHomeScenario,
  codexSearchScenario,
  structureInstantiateScenario,
  sequencesScreenScenario,
  nexosListScenario,
  nexosGraphScenario,
  refreshScenario,
];

/** The scenarios whose modules do not exist yet. */
export const awaitedScenarios: AwaitedScenario[] = [];
