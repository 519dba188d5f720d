export {
  DAILY_ACCESS_PATH,
  LAST_RUN_KEY,
  LOCK_KEY,
  LOCK_TTL_MS,
  runDailyCheck,
  startDailyCheck,
  type DailyCheckOutcome,
  type DailyCheckRequest,
} from './daily-check';
export { saoPauloDate } from './sao-paulo-date';
export { useDailyCheck } from './use-daily-check';
