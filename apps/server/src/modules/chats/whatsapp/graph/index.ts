/**
 * The WhatsApp Cloud API seam of the chats module: the Graph API client, webhook signatures,
 * the webhook payload reader, and (tests, e2e) the local fake Graph API.
 */
export { createGraphClient, type GraphClient, type GraphClientOptions } from './client';
export {
  GraphError,
  isGraphError,
  reasonOfCode,
  type GraphErrorInit,
  type GraphErrorKind,
} from './errors';
export { retryAfterOf } from './http';
export {
  readErrors,
  readWebhook,
  type MessageKind,
  type NormalizedMedia,
  type NormalizedMessage,
  type NormalizedStatus,
  type StatusKind,
  type WebhookBatch,
  type WebhookError,
} from './payloads';
export { webhookEnvelopeSchema } from './payload-schemas';
export { SIGNATURE_HEADER, signPayload, verifySignature } from './signature';
export type {
  GraphTemplate,
  MediaInfo,
  MediaRef,
  OutgoingMessage,
  TemplateButton,
  TemplateComponent,
  TemplateComponentParams,
  TemplateParameter,
  TemplateStatus,
  TokenCheck,
} from './types';
export {
  startFakeGraph,
  type FakeAnswer,
  type FakeEndpoint,
  type FakeGraph,
  type FakeGraphOptions,
  type FakeMedia,
  type RecordedRequest,
  type SentMessage,
} from './fake-graph';
export { defaultTemplates, graphErrorBody, type FakeTemplate } from './fake-graph-data';
