import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import { Alert, Box, Chip, Skeleton, Stack } from '@mui/material';
import { codexEntryRoom } from '@orbita/contracts/codex';
import { useMemo, useState } from 'react';
import { PresenceBar, presenceColor, useCollabDoc, usePeople } from '../../../platform/collab';
import { useAppState } from '../../../platform/session/app-state';
import { EntryEditor, type EntryEditorProps } from './entry-editor';

export type LiveEntryBodyProps = Omit<EntryEditorProps, 'doc' | 'awareness' | 'me'>;

/**
 * An entry's body as everyone edits it now: the live document of room `codex-entry:<id>`
 * (platform/collab). A skeleton until the first sync; then the editor stays (with what is
 * typed offline) while a warning says the connection dropped and the edits go out on
 * reconnecting; "Somente leitura" for an Observador (the server's word, or the screen's);
 * "não encontrada" when the server refuses the room (deleted, narrowed by a hub).
 */
export function LiveEntryBody(props: LiveEntryBodyProps) {
  // A new entry is a new document and a new editor.
  return <LiveBody key={props.entryId} {...props} />;
}

function LiveBody(props: LiveEntryBodyProps) {
  const collab = useCollabDoc(codexEntryRoom(props.entryId));
  const user = useAppState().data?.user;
  const people = usePeople(collab.awareness, user?.id ?? null);
  const [loaded, setLoaded] = useState(false);
  if (!loaded && collab.status === 'synced') setLoaded(true);
  const me = useMemo(
    () => ({
      id: user?.id ?? '',
      name: user?.name ?? '',
      color: presenceColor(user?.id ?? ''),
      viewOnly: false,
    }),
    [user?.id, user?.name],
  );
  const readOnly = props.readOnly || collab.readOnly;

  if (collab.refused)
    return <Alert severity="error">Página não encontrada, ou você não tem acesso a ela.</Alert>;
  if (!loaded && collab.status !== 'synced')
    return (
      <Box role="status" aria-label="Carregando o texto">
        <Skeleton variant="rounded" height={320} />
      </Box>
    );
  return (
    <Box>
      {collab.status === 'offline' && (
        <Alert severity="warning" icon={<CloudOffOutlined />} sx={{ mb: 1 }}>
          Sem conexão — suas alterações serão enviadas ao reconectar
        </Alert>
      )}
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'flex-end', minHeight: 8 }}
      >
        {readOnly && !props.readOnly && <Chip size="small" label="Somente leitura" />}
        <PresenceBar people={people} />
      </Stack>
      <EntryEditor
        {...props}
        doc={collab.doc}
        awareness={collab.awareness}
        me={me}
        readOnly={readOnly}
      />
    </Box>
  );
}
