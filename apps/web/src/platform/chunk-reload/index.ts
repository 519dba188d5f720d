export {
  canReloadFor,
  installChunkReload,
  isChunkLoadError,
  RELOAD_GUARD_MS,
  RELOAD_RECORD_KEY,
  reloadForChunkError,
} from './chunk-reload';
export { useChunkReload } from './use-chunk-reload';
