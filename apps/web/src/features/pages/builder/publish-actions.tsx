import { Button, Stack } from '@mui/material';
import type { Page } from '@orbita/contracts/pages';
import { notify } from '../../../platform/toasts';
import { usePublishPage } from '../api/mutations';

/**
 * Publicar (the draft goes live), Publicar alterações (a live page's draft replaces its live
 * copy), Despublicar. The draft is saved first, so what goes live is what the person sees.
 */
export function PublishActions({
  page,
  flush,
  version,
  onDone,
}: {
  page: Page;
  flush: () => Promise<void>;
  version: () => number;
  onDone: (page: Page) => void;
}) {
  const publish = usePublishPage();
  const live = page.status === 'production';
  const run = async (goLive: boolean, done: string) => {
    try {
      await flush();
      const answer = await publish.mutateAsync({ id: page.id, live: goLive, version: version() });
      onDone(answer);
      notify.check(done);
    } catch (error) {
      notify.error((error as Error).message);
    }
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {!live && (
        <Button
          variant="contained"
          loading={publish.isPending}
          onClick={() => void run(true, 'Página publicada.')}
        >
          Publicar
        </Button>
      )}
      {live && page.hasUnpublishedChanges && (
        <Button
          variant="contained"
          loading={publish.isPending}
          onClick={() => void run(true, 'Alterações publicadas.')}
        >
          Publicar alterações
        </Button>
      )}
      {live && (
        <Button
          variant="outlined"
          disabled={publish.isPending}
          onClick={() => void run(false, 'Página despublicada.')}
        >
          Despublicar
        </Button>
      )}
    </Stack>
  );
}
