import type { Conversation, Message, SendMessageBody } from '@orbita/contracts/chats';
import AttachFile from '@mui/icons-material/AttachFile';
import Close from '@mui/icons-material/Close';
import Send from '@mui/icons-material/Send';
import { Box, FormControlLabel, IconButton, Switch, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { MediaPickerDialog } from '../../../../platform/media-picker/media-picker-dialog';
import { conversationApi } from '../api/conversation-api';
import { conversationKeys } from '../api/keys';
import { CannedMenu } from './canned-menu';
import { filterCanned, insertCanned, slashQuery } from './canned-match';
import { TemplatePicker } from './template-picker';

/** Typing nudges in team chats: at most one every 3 s. */
export const TYPING_EVERY_MS = 3000;

/** The free-form window of a WhatsApp conversation is open (team chats: always). */
export function windowOpen(conversation: Conversation, now = Date.now()): boolean {
  if (conversation.kind !== 'whatsapp') return true;
  return !!conversation.windowClosesAt && new Date(conversation.windowClosesAt).getTime() > now;
}

const newClientId = () => crypto.randomUUID();

/**
 * The composer: Enter sends, Shift+Enter breaks the line, `/atalho` inserts a canned response
 * (arrows + Enter), attachments from the media library (which uploads too), replies, notes.
 * Each composed message carries one clientId: however many clicks, the server stores it once.
 * Outside WhatsApp's 24 h window only templates (and notes) can go.
 */
export function Composer({
  conversation,
  replyTo,
  onCancelReply,
  onSend,
}: {
  conversation: Conversation;
  replyTo: Message | null;
  onCancelReply: () => void;
  onSend: (body: SendMessageBody) => void;
}) {
  const menuId = useId();
  const [text, setText] = useState('');
  const [note, setNote] = useState(false);
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState<number | null>(null);
  const [picker, setPicker] = useState(false);
  const clientId = useRef(newClientId());
  const lastTyping = useRef(0);
  const field = useRef<HTMLTextAreaElement | null>(null);
  const team = conversation.kind !== 'whatsapp';
  const open = windowOpen(conversation);

  const canned = useQuery({
    queryKey: conversationKeys.canned(),
    queryFn: ({ signal }) => conversationApi.canned({ signal }),
    staleTime: 60_000,
  });
  const slash = slashQuery(text, caret);
  const showMenu = !!slash && dismissed !== slash.start;
  const matches = showMenu ? filterCanned(canned.data?.items ?? [], slash.query) : [];

  const fresh = () => {
    clientId.current = newClientId();
  };

  const submit = () => {
    const value = text.trim();
    if (!value) return;
    const id = clientId.current;
    fresh();
    setText('');
    setCaret(0);
    onSend(
      note
        ? { kind: 'note', text: value, clientId: id }
        : { kind: 'text', text: value, replyToId: replyTo?.id ?? null, clientId: id },
    );
  };

  const pick = (response: string) => {
    if (!slash) return;
    const next = insertCanned(text, slash, response);
    setText(next.text);
    setCaret(next.caret);
    requestAnimationFrame(() => {
      field.current?.focus();
      field.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.nativeEvent.isComposing) return;
    if (showMenu && matches.length > 0) {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        const step = e.key === 'ArrowDown' ? 1 : -1;
        setActive((a) => (a + step + matches.length) % matches.length);
        return;
      }
      if (e.key === 'Enter' || e.key === 'Tab') {
        e.preventDefault();
        pick(matches[Math.min(active, matches.length - 1)]!.text);
        return;
      }
    }
    if (showMenu && e.key === 'Escape') {
      e.preventDefault();
      setDismissed(slash.start);
      return;
    }
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      submit();
    }
  };

  const typed = (value: string, at: number) => {
    setText(value);
    setCaret(at);
    setActive(0);
    if (team && value && Date.now() - lastTyping.current >= TYPING_EVERY_MS) {
      lastTyping.current = Date.now();
      void conversationApi.typing(conversation.id).catch(() => undefined);
    }
  };

  const freeForm = open || note;
  return (
    <Box
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        p: 1,
        position: 'relative',
        bgcolor: 'background.paper',
      }}
    >
      {!team && (
        <FormControlLabel
          control={
            <Switch size="small" checked={note} onChange={(e) => setNote(e.target.checked)} />
          }
          label="Nota interna"
          sx={{ ml: 0.5, mb: 0.5 }}
        />
      )}
      {!freeForm ? (
        <TemplatePicker
          sending={false}
          onSend={(template, parameters) => {
            const id = clientId.current;
            fresh();
            onSend({
              kind: 'template',
              name: template.name,
              language: template.language,
              parameters,
              clientId: id,
            });
          }}
        />
      ) : (
        <>
          {replyTo && !note && (
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                px: 1,
                mb: 0.5,
                borderLeft: 3,
                borderColor: 'primary.main',
              }}
            >
              <Typography variant="caption" sx={{ flex: 1, minWidth: 0 }} noWrap>
                Respondendo: {replyTo.text || 'anexo'}
              </Typography>
              <IconButton size="small" aria-label="Cancelar a resposta" onClick={onCancelReply}>
                <Close fontSize="small" />
              </IconButton>
            </Box>
          )}
          {showMenu && (
            <CannedMenu items={matches} active={active} id={menuId} onPick={(c) => pick(c.text)} />
          )}
          <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 0.5 }}>
            {!note && (
              <IconButton
                aria-label="Anexar da biblioteca de mídia"
                onClick={() => setPicker(true)}
              >
                <AttachFile />
              </IconButton>
            )}
            <TextField
              inputRef={field}
              multiline
              maxRows={8}
              fullWidth
              size="small"
              placeholder={
                note
                  ? 'Nota interna (só a equipe vê)'
                  : 'Escreva uma mensagem ou / para respostas prontas'
              }
              value={text}
              onChange={(e) =>
                typed(e.target.value, e.target.selectionStart ?? e.target.value.length)
              }
              onSelect={(e) => setCaret((e.target as HTMLTextAreaElement).selectionStart ?? 0)}
              onKeyDown={onKeyDown}
              sx={note ? { '& .MuiInputBase-root': { bgcolor: '#fff8c5' } } : undefined}
              slotProps={{
                htmlInput: {
                  'aria-label': note ? 'Nota interna' : 'Mensagem',
                  role: 'combobox',
                  'aria-expanded': showMenu,
                  'aria-controls': showMenu ? menuId : undefined,
                  'aria-autocomplete': 'list',
                  'aria-activedescendant':
                    showMenu && matches.length ? `${menuId}-${active}` : undefined,
                },
              }}
            />
            <IconButton
              color="primary"
              aria-label={note ? 'Salvar nota' : 'Enviar'}
              onClick={submit}
              disabled={!text.trim()}
            >
              <Send />
            </IconButton>
          </Box>
        </>
      )}
      <MediaPickerDialog
        open={picker}
        title="Anexar arquivo"
        onClose={() => setPicker(false)}
        onPick={(file) => {
          setPicker(false);
          const id = clientId.current;
          fresh();
          const caption = text.trim();
          setText('');
          onSend({
            kind: 'media',
            fileId: file.id,
            caption,
            replyToId: replyTo?.id ?? null,
            clientId: id,
          });
        }}
      />
    </Box>
  );
}
