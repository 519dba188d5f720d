export {
  BUILD_CHECK_INTERVAL_MS,
  fetchLiveVersion,
  startBuildCheck,
  type BuildCheckOptions,
} from './build-check';
export { announceNewVersion, BuildUpdateCheck, NEW_VERSION_MESSAGE } from './build-update-check';
