export {
  createPreloadQueue,
  PRELOAD_CONCURRENCY,
  preloadQueue,
  type PreloadQueue,
} from './preload-queue';
export { preloadOn } from './preload-handlers';
