export { isTypingKey, isTypingTarget, keyTarget } from './is-typing-target';
export { useShortcut } from './use-shortcut';
export { useEnterAndNext, type EnterAndNext } from './use-enter-and-next';
