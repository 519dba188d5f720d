import CloseOutlined from '@mui/icons-material/CloseOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import {
  Box,
  FormControlLabel,
  IconButton,
  Link,
  Paper,
  Stack,
  Switch,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import {
  MAP_LIMITS,
  safeLink,
  updateNode,
  type NodeFields,
  type TreeNode,
} from '@orbita/contracts/mind-map-doc';
import { useId, useState, type KeyboardEvent } from 'react';
import type * as Y from 'yjs';
import { ColorPicker, IconPicker } from './node-panel-pickers';

/**
 * "Detalhes da ideia": a node's text, colour, icon, link, note and folding.
 *
 * Props:
 * - `doc`, `origin`: the map's Y.Doc and this editor's transaction origin (what its undo
 *   manager tracks), so each change is one `updateNode` transaction = one undo step.
 * - `node`: the node as `readTree` gives it now (the panel follows remote edits), or null
 *   when it was deleted meanwhile (the panel says so).
 * - `readOnly`: Observador (or offline read-only): values shown, nothing editable.
 * - `onClose`: "Fechar" and Esc.
 *
 * A side panel at the right of the editor (the page mounts it inside the editor's box, which
 * must be `position: relative`); a bottom sheet on phones. Not modal: the canvas stays usable.
 * Text, note and link are written when the field is left (or Enter; Ctrl+Enter in the note),
 * not per keystroke — one undo step per field edit. Note and link are shown as text, never as
 * HTML; the link opens only when `safeLink` accepts it, with rel="noopener noreferrer".
 */
export interface NodePanelProps {
  doc: Y.Doc;
  origin: unknown;
  node: TreeNode | null;
  readOnly: boolean;
  onClose: () => void;
}

/**
 * A text field's value: the document's while the field is not being typed in (remote edits
 * show at once), the person's own draft from focus until it is written or left.
 */
function useDraft(value: string) {
  const [draft, setDraft] = useState<string | null>(null);
  return {
    shown: draft ?? value,
    /** What to write: the draft, or null when nothing was typed. */
    draft,
    begin: () => setDraft((d) => d ?? value),
    type: (next: string) => setDraft(next),
    end: () => setDraft(null),
  };
}

export function NodePanel({ doc, origin, node, readOnly, onClose }: NodePanelProps) {
  const theme = useTheme();
  const sheet = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  // Keys typed here are the panel's: the canvas's shortcuts (Tab, Enter, Delete…) must not
  // see them when the panel is mounted inside the canvas.
  const onKeyDown = (e: KeyboardEvent) => {
    e.stopPropagation();
    if (e.key === 'Escape') onClose();
  };
  return (
    <Paper
      component="aside"
      elevation={sheet ? 8 : 3}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      className="mm-overlay-ui"
      sx={
        sheet
          ? {
              position: 'fixed',
              left: 0,
              right: 0,
              bottom: 0,
              // Half the screen: the idea it describes stays in view above it.
              maxHeight: '50vh',
              borderRadius: '16px 16px 0 0',
              zIndex: theme.zIndex.drawer,
              display: 'flex',
              flexDirection: 'column',
            }
          : {
              position: 'absolute',
              top: 8,
              right: 8,
              bottom: 8,
              width: 320,
              zIndex: 2,
              display: 'flex',
              flexDirection: 'column',
            }
      }
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography id={titleId} variant="subtitle1" component="h2" sx={{ flex: 1 }}>
          Detalhes da ideia
        </Typography>
        <IconButton onClick={onClose} aria-label="Fechar detalhes">
          <CloseOutlined />
        </IconButton>
      </Stack>
      <Box sx={{ p: 2, overflowY: 'auto', display: 'grid', gap: 2 }}>
        {node ? (
          <NodeFieldsForm key={node.id} doc={doc} origin={origin} node={node} readOnly={readOnly} />
        ) : (
          <Typography color="text.secondary">Esta ideia foi excluída.</Typography>
        )}
      </Box>
    </Paper>
  );
}

function NodeFieldsForm({
  doc,
  origin,
  node,
  readOnly,
}: Omit<NodePanelProps, 'onClose' | 'node'> & { node: TreeNode }) {
  const write = (patch: Partial<NodeFields>) =>
    doc.transact(() => updateNode(doc, node.id, patch), origin);
  const text = useDraft(node.text);
  const note = useDraft(node.note);
  const link = useDraft(node.link ?? '');
  const [linkError, setLinkError] = useState<string | null>(null);

  const commitText = () => {
    if (text.draft !== null && text.draft !== node.text) write({ text: text.draft });
    text.end();
  };
  const commitNote = () => {
    if (note.draft !== null && note.draft !== node.note) write({ note: note.draft });
    note.end();
  };
  const commitLink = () => {
    if (link.draft === null) return;
    const raw = link.draft.trim();
    const safe = raw === '' ? null : safeLink(raw);
    if (raw !== '' && !safe) {
      // The field keeps the typed value so it can be corrected.
      setLinkError('Link inválido: use um endereço http(s) ou mailto.');
      return;
    }
    setLinkError(null);
    if (safe !== node.link) write({ link: safe });
    link.end();
  };

  if (readOnly) return <ReadOnlyFields node={node} />;

  return (
    <>
      <TextField
        label="Texto"
        value={text.shown}
        multiline
        maxRows={6}
        slotProps={{ htmlInput: { maxLength: MAP_LIMITS.text } }}
        onFocus={text.begin}
        onChange={(e) => text.type(e.target.value)}
        onBlur={commitText}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey) {
            e.preventDefault();
            commitText();
          }
        }}
      />
      <ColorPicker value={node.color} readOnly={false} onChange={(color) => write({ color })} />
      <IconPicker value={node.icon} readOnly={false} onChange={(icon) => write({ icon })} />
      <Box>
        <TextField
          label="Link"
          fullWidth
          value={link.shown}
          placeholder="https://…"
          error={linkError !== null}
          helperText={linkError ?? 'Endereços http(s) ou mailto.'}
          slotProps={{ htmlInput: { maxLength: MAP_LIMITS.link, inputMode: 'url' } }}
          onFocus={link.begin}
          onChange={(e) => link.type(e.target.value)}
          onBlur={commitLink}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              commitLink();
            }
          }}
        />
        {node.link && <NodeLink href={node.link} />}
      </Box>
      <TextField
        label="Nota"
        value={note.shown}
        multiline
        minRows={3}
        maxRows={12}
        helperText="Ctrl+Enter salva"
        slotProps={{ htmlInput: { maxLength: MAP_LIMITS.note } }}
        onFocus={note.begin}
        onChange={(e) => note.type(e.target.value)}
        onBlur={commitNote}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            commitNote();
          }
        }}
      />
      <FormControlLabel
        control={
          <Switch
            checked={node.collapsed}
            onChange={(e) => write({ collapsed: e.target.checked })}
          />
        }
        label="Ramo recolhido"
      />
    </>
  );
}

/** Opens only a link `safeLink` accepts; shown as its text (never as markup). */
function NodeLink({ href }: { href: string }) {
  const safe = safeLink(href);
  if (!safe) return null;
  return (
    <Link
      href={safe}
      target="_blank"
      rel="noopener noreferrer"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        mt: 0.5,
        wordBreak: 'break-all',
      }}
    >
      {safe}
      <OpenInNewOutlined sx={{ fontSize: 16 }} aria-label="(abre em nova aba)" />
    </Link>
  );
}

function ReadOnlyFields({ node }: { node: TreeNode }) {
  const line = (label: string, value: React.ReactNode) => (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      {value}
    </Box>
  );
  const empty = <Typography color="text.secondary">—</Typography>;
  return (
    <>
      {line('Texto', <Typography sx={{ whiteSpace: 'pre-wrap' }}>{node.text || '—'}</Typography>)}
      <ColorPicker value={node.color} readOnly onChange={() => {}} />
      <IconPicker value={node.icon} readOnly onChange={() => {}} />
      {line('Link', node.link ? <NodeLink href={node.link} /> : empty)}
      {line(
        'Nota',
        node.note ? (
          <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {node.note}
          </Typography>
        ) : (
          empty
        ),
      )}
      {line('Ramo', <Typography>{node.collapsed ? 'Recolhido' : 'Aberto'}</Typography>)}
      <Typography variant="body2" color="text.secondary">
        Você pode ver este mapa, mas não editar.
      </Typography>
    </>
  );
}
