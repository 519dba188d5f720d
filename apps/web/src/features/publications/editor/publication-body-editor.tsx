import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import { Alert, Box, Chip, Skeleton, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useAppState } from '../../../platform/session/app-state';
import { BodyEditor } from './body-editor';
import { CONTENT_EXTENSIONS } from './content';
import { MEASURE } from './editor-styles';
import { PresenceBar, presenceColor, usePeople } from '../../../platform/collab';
import { usePublicationDoc } from './use-publication-doc';

export interface PublicationBodyEditorProps {
  publicationId: string;
  /** Force read-only (e.g. the screen knows I am an Observador); the server's word also counts. */
  readOnly?: boolean;
  /** Shown when the room is refused (deleted, another workspace's, no access). */
  notFound?: ReactNode;
}

/**
 * The body of a publication, written together: TipTap on the room `publication:<id>`, with
 * the others' carets and a presence bar. States: a skeleton until the first sync, a warning
 * while offline (edits keep working and are merged on reconnect), "Somente leitura" for who
 * may only read, and the record's not-found when the server refuses the room.
 */
export function PublicationBodyEditor(props: PublicationBodyEditorProps) {
  // A new publication is a new document and a new editor.
  return <BodyScreen key={props.publicationId} {...props} />;
}

function BodyScreen({
  publicationId,
  readOnly: forced = false,
  notFound,
}: PublicationBodyEditorProps) {
  const collab = usePublicationDoc(publicationId);
  const user = useAppState().data?.user;
  const people = usePeople(collab.awareness, user?.id ?? null);
  const readOnly = forced || collab.readOnly;

  if (collab.refused)
    return (
      notFound ?? (
        <Alert severity="error">Publicação não encontrada, ou você não tem acesso a ela.</Alert>
      )
    );
  if (!collab.loaded)
    return (
      <Box
        role="status"
        aria-label="Carregando o texto"
        sx={{ maxWidth: MEASURE, mx: 'auto', p: 2 }}
      >
        <Skeleton variant="rounded" height={40} sx={{ mb: 2 }} />
        <Skeleton width="90%" />
        <Skeleton width="95%" />
        <Skeleton width="70%" />
      </Box>
    );
  const me = {
    id: user?.id ?? '',
    name: user?.name ?? '',
    color: presenceColor(user?.id ?? ''),
  };
  const bar = (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {readOnly && <Chip size="small" label="Somente leitura" />}
      <PresenceBar people={people} />
    </Stack>
  );
  return (
    <Box data-testid="publication-body" sx={{ minWidth: 0, width: '100%' }}>
      {collab.status === 'offline' && (
        <Alert severity="warning" icon={<CloudOffOutlined />} sx={{ mb: 1 }}>
          Sem conexão — suas alterações serão enviadas ao reconectar
        </Alert>
      )}
      {readOnly && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1, py: 0.5 }}>{bar}</Box>
      )}
      <BodyEditor
        doc={collab.doc}
        awareness={collab.awareness}
        me={me}
        readOnly={readOnly}
        content={CONTENT_EXTENSIONS}
        toolbarExtra={readOnly ? undefined : bar}
      />
    </Box>
  );
}
