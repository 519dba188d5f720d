import type { Sequence } from '@orbita/contracts/sequences';
import { useQuery } from '@tanstack/react-query';
import { FormDialog } from '../../ui/form-dialog';
import { LoadingBlocks, QueryError } from '../../ui/query-states';
import { SequenceDialog } from './sequence-dialog';
import { sequenceQueries } from './sequences-api';

/**
 * The sequence dialog for a screen that knows only the sequence's id (the products' "Códigos"
 * opens `produtos`): it reads the sequence, then edits it as /fabrica/sequencias does.
 */
export function SequenceDialogById({
  id,
  title,
  onWritten,
  onClose,
}: {
  id: string;
  title: string;
  onWritten?: (sequence: Sequence) => void;
  onClose: () => void;
}) {
  const sequence = useQuery(sequenceQueries.detail(id));
  if (sequence.data)
    return (
      <SequenceDialog
        sequence={sequence.data}
        title={title}
        onWritten={onWritten}
        onClose={onClose}
      />
    );
  return (
    <FormDialog
      title={title}
      problem={null}
      submitting={false}
      maxWidth="sm"
      onSubmit={(e) => e.preventDefault()}
      onClose={onClose}
    >
      {sequence.isError ? (
        <QueryError error={sequence.error} onRetry={() => void sequence.refetch()} />
      ) : (
        <LoadingBlocks label="Carregando a sequência" height={56} />
      )}
    </FormDialog>
  );
}
