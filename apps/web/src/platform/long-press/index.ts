export {
  LONG_PRESS_MS,
  MOVE_TOLERANCE_PX,
  useLongPress,
  type LongPressHandlers,
} from './use-long-press';
export { CLICK_AFTER_PRESS_MS, swallowClicksAfterPress } from './swallow-click';
