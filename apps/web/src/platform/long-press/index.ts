export {
  LONG_PRESS_MS,
  MOVE_TOLERANCE_PX,
  useLongPress,
  type LongPressHandlers,
} from './use-long-press';
