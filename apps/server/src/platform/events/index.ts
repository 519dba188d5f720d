export {
  emit,
  EventBus,
  type AfterCommitHandler,
  type AnyEventHandler,
  type InTransactionHandler,
} from './bus';
