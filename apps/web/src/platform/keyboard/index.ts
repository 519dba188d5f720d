export { isTypingKey, isTypingTarget, keyTarget } from './is-typing-target';
export { useShortcut } from './use-shortcut';
