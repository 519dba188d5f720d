import { HttpError } from '../../../platform/http';
import { RecordElsewhere } from '../../../platform/workspace-switch/record-elsewhere';

/**
 * The publication could not be opened. A 404 may only mean it lives in another of my
 * workspaces (a shared link): RecordElsewhere offers the switch; any other error, a retry.
 * The body's room refused (deleted while open) reads as a 404 too.
 */
export function PublicationNotFound({
  id,
  error,
  onRetry,
}: {
  id: string;
  error: Error | null;
  onRetry: () => void;
}) {
  const shown = error ?? new HttpError('Publicação não encontrada.', { status: 404 });
  return <RecordElsewhere kind="publicacao" id={id} error={shown} onRetry={onRetry} />;
}
