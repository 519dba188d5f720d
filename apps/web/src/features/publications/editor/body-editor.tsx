import { Box } from '@mui/material';
import type { AnyExtension } from '@tiptap/core';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useState, type ReactNode } from 'react';
import type { Awareness } from 'y-protocols/awareness';
import type * as Y from 'yjs';
import { MediaPickerDialog } from '../../../platform/media-picker/media-picker-dialog';
import { applyLink, insertFileLink, insertImage, insertVideo, removeLink } from './commands';
import { bodySx } from './editor-styles';
import { EditorToolbar } from './editor-toolbar';
import { bodyExtensions, type CaretUser } from './extensions';
import { imageFilesOf, insertUploaded } from './image-upload';
import { LinkDialog } from './link-dialog';
import { SelectionBubble } from './selection-bubble';
import { VideoDialog } from './video-dialog';

type Dialog = 'link' | 'image' | 'file' | 'video' | null;

/**
 * The body as TipTap bound to the room's Y.XmlFragment `body`: every keystroke is a Yjs change
 * (merged with everyone else's, never overwriting), carets of the others drawn in their colour.
 * Read-only: not editable and no toolbar (the server drops an Observador's edits anyway).
 */
export function BodyEditor({
  doc,
  awareness,
  me,
  readOnly,
  content,
  toolbarExtra,
}: {
  doc: Y.Doc;
  awareness: Awareness | null;
  me: CaretUser;
  readOnly: boolean;
  content: readonly AnyExtension[];
  toolbarExtra?: ReactNode;
}) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const editor = useEditor(
    {
      extensions: bodyExtensions(content, doc, awareness, me),
      editable: !readOnly,
      editorProps: {
        attributes: {
          'aria-label': 'Texto da publicação',
          'aria-multiline': 'true',
          role: 'textbox',
          spellcheck: 'true',
          lang: 'pt-BR',
        },
        handlePaste: (view, event) => {
          const images = imageFilesOf(event.clipboardData?.files);
          if (images.length === 0) return false;
          insertUploaded(view, images, null);
          return true;
        },
        handleDrop: (view, event, _slice, moved) => {
          const images = moved ? [] : imageFilesOf(event.dataTransfer?.files);
          if (images.length === 0) return false;
          event.preventDefault();
          const at = view.posAtCoords({ left: event.clientX, top: event.clientY });
          insertUploaded(view, images, at?.pos ?? null);
          return true;
        },
        handleKeyDown: (_view, event) => {
          if (
            (event.ctrlKey || event.metaKey) &&
            !event.altKey &&
            event.key.toLowerCase() === 'k'
          ) {
            event.preventDefault();
            setDialog('link');
            return true;
          }
          return false;
        },
      },
    },
    // A new room or presence channel is a new editor; `me` and `readOnly` are updated below.
    [doc, awareness, content],
  );
  useEffect(() => {
    if (editor && editor.isEditable === readOnly) editor.setEditable(!readOnly);
    awareness?.setLocalStateField('viewOnly', readOnly);
  }, [editor, awareness, readOnly]);
  const meKey = `${me.id}\n${me.name}\n${me.color}`;
  useEffect(() => {
    if (editor && awareness) editor.commands.updateUser(me);
    // `meKey` stands for `me` (a new object each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor, awareness, meKey]);

  if (!editor) return null;
  const close = () => setDialog(null);
  return (
    // minWidth 0: inside a grid or flex column, the toolbar's one long row must scroll, not
    // widen the page (a phone would scroll sideways).
    <Box
      sx={{
        minWidth: 0,
        width: '100%',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      {!readOnly && (
        <Box
          sx={{
            // Stays under the app's fixed bar while the text scrolls by.
            position: 'sticky',
            top: { xs: 56, sm: 64 },
            zIndex: 2,
            bgcolor: 'background.paper',
            borderRadius: '8px 8px 0 0',
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <EditorToolbar
            editor={editor}
            extra={toolbarExtra}
            actions={{
              onLink: () => setDialog('link'),
              onImage: () => setDialog('image'),
              onFile: () => setDialog('file'),
              onVideo: () => setDialog('video'),
            }}
          />
        </Box>
      )}
      {!readOnly && <SelectionBubble editor={editor} onLink={() => setDialog('link')} />}
      <Box sx={bodySx}>
        <EditorContent editor={editor} />
      </Box>
      {dialog === 'link' && (
        <LinkDialog
          initial={(editor.getAttributes('link').href as string | undefined) ?? ''}
          onRemove={
            editor.isActive('link')
              ? () => {
                  removeLink(editor);
                  close();
                }
              : null
          }
          onApply={(href) => {
            applyLink(editor, href);
            close();
          }}
          onClose={() => {
            close();
            editor.commands.focus();
          }}
        />
      )}
      {dialog === 'video' && (
        <VideoDialog
          onInsert={(video) => {
            insertVideo(editor, video);
            close();
          }}
          onClose={close}
        />
      )}
      <MediaPickerDialog
        open={dialog === 'image' || dialog === 'file'}
        title={dialog === 'image' ? 'Inserir imagem' : 'Inserir arquivo'}
        {...(dialog === 'image' ? { kind: 'image' as const } : {})}
        onClose={close}
        onPick={(file) => {
          if (dialog === 'image') insertImage(editor, file);
          else insertFileLink(editor, file);
          close();
        }}
      />
    </Box>
  );
}
