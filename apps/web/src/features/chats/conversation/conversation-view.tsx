import { chatMessages, type Message } from '@orbita/contracts/chats';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { statusOf } from '../../../platform/http';
import { useAppState, useCan } from '../../../platform/session/app-state';
import { notify } from '../../../platform/toasts';
import { conversationApi } from './api/conversation-api';
import { findMessageSeq } from './api/find-message';
import { conversationKeys } from './api/keys';
import { useConversation } from './api/use-conversation';
import { typingText, useLiveThread } from './api/use-live-thread';
import { useSend } from './api/use-send';
import { writeMessage } from './api/write-message';
import { MessageMenu, type WorkTarget } from './actions/message-menu';
import { ToWork } from './actions/to-work';
import { Composer } from './composer/composer';
import { ConversationHeader } from './header/conversation-header';
import type { BubbleActions } from './messages/message-bubble';
import { MessageList, type MessageListHandle } from './messages/message-list';
import { OutgoingBubble } from './outgoing-bubble';
import { SidePanel } from './side/side-panel';

/**
 * One conversation: header, the virtualized messages, the composer and (on demand) the side
 * panel. Rendered in the inbox's right pane (≥ md) or full screen (`ConversationPage`).
 */
export function ConversationView({ id, onBack }: { id: string; onBack?: () => void }) {
  const client = useQueryClient();
  const conversation = useConversation(id);
  const app = useAppState().data;
  const me = app?.user ? { id: app.user.id, name: app.user.name } : null;
  const canWrite = useCan('content.write');
  const { outgoing, send, retry } = useSend(id);
  const typing = typingText(useLiveThread(id, me?.id ?? null));
  const list = useRef<MessageListHandle>(null);
  const [replyTo, setReplyTo] = useState<Message | null>(null);
  const [menu, setMenu] = useState<{ message: Message; anchor: HTMLElement } | null>(null);
  const [work, setWork] = useState<{ message: Message; to: WorkTarget } | null>(null);
  const [details, setDetails] = useState(false);
  const [retrying, setRetrying] = useState<string | null>(null);
  const [highlight, setHighlight] = useState<string | null>(null);
  const lastRead = useRef(0);
  const retryingRef = useRef(new Set<string>());

  const onReadPoint = useCallback(
    (seq: number, readSeq: number) => {
      if (seq <= readSeq || seq <= lastRead.current) return;
      lastRead.current = seq;
      conversationApi
        .read(id, seq)
        .then(() => client.invalidateQueries({ queryKey: [conversationKeys.detail(id)[0]] }))
        .catch(() => {
          lastRead.current = 0; // try again at the next chance
        });
    },
    [client, id],
  );

  const actions: BubbleActions = {
    onMenu: (message, anchor) => setMenu({ message, anchor }),
    onQuote: (messageId) => {
      const flash = () => {
        setHighlight(messageId);
        setTimeout(() => setHighlight((h) => (h === messageId ? null : h)), 1500);
      };
      if (list.current?.scrollToMessage(messageId)) return flash();
      // Not on screen: look for it in the older pages (bounded), then scroll there.
      findMessageSeq(client, id, messageId)
        .then((seq) => {
          if (seq === null) notify.info('A mensagem respondida é antiga demais para abrir daqui.');
          else {
            list.current?.scrollToSeq(seq);
            flash();
          }
        })
        .catch((e: Error) => notify.error(e.message));
    },
    onRetry: (message) => {
      if (retryingRef.current.has(message.id)) return; // a second click while the first is on its way
      retryingRef.current.add(message.id);
      setRetrying(message.id);
      conversationApi
        .retry(message.id)
        .then((next) => writeMessage(client, next))
        .catch((e: Error) => notify.error(e.message))
        .finally(() => {
          retryingRef.current.delete(message.id);
          setRetrying(null);
        });
    },
    onReact: (message, emoji) => {
      conversationApi
        .react(message.id, emoji)
        .then((next) => writeMessage(client, next))
        .catch((e: Error) => notify.error(e.message));
    },
  };

  if (conversation.error) {
    const missing = statusOf(conversation.error) === 404;
    return (
      <Box sx={{ p: 3 }}>
        <Alert
          severity={missing ? 'warning' : 'error'}
          action={
            missing ? undefined : (
              <Button color="inherit" size="small" onClick={() => void conversation.refetch()}>
                Tentar de novo
              </Button>
            )
          }
        >
          {missing ? chatMessages.conversationNotFound : conversation.error.message}
        </Alert>
        {onBack && (
          <Button sx={{ mt: 2 }} onClick={onBack}>
            Voltar para as conversas
          </Button>
        )}
      </Box>
    );
  }
  if (!conversation.data)
    return (
      <Box role="status" aria-label="Carregando a conversa" sx={{ p: 3 }}>
        <Typography color="text.secondary">Carregando a conversa…</Typography>
      </Box>
    );
  const c = conversation.data;

  return (
    <Box sx={{ display: 'flex', height: '100%', minHeight: 0, minWidth: 0, position: 'relative' }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0, minHeight: 0 }}>
        <ConversationHeader
          conversation={c}
          onBack={onBack}
          detailsOpen={details}
          onToggleDetails={() => setDetails((d) => !d)}
        />
        <MessageList
          conversationId={id}
          teamChat={c.kind !== 'whatsapp'}
          outgoing={outgoing}
          renderOutgoing={(item) => (
            <OutgoingBubble
              item={item}
              conversation={c}
              me={me}
              actions={actions}
              onRetry={retry}
            />
          )}
          actions={actions}
          retryingId={retrying}
          onReadPoint={onReadPoint}
          handle={list}
          highlight={highlight}
          empty={
            <Box sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
              <ForumOutlined sx={{ fontSize: 48 }} aria-hidden />
              <Typography>Nenhuma mensagem ainda</Typography>
            </Box>
          }
        />
        <Typography
          variant="caption"
          color="text.secondary"
          aria-live="polite"
          sx={{ px: 2, minHeight: typing ? undefined : 0 }}
        >
          {typing}
        </Typography>
        {canWrite ? (
          <Composer
            conversation={c}
            replyTo={replyTo}
            onCancelReply={() => setReplyTo(null)}
            onSend={(body) => {
              setReplyTo(null);
              send(body);
            }}
          />
        ) : (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}
          >
            Seu papel neste espaço só permite ler as conversas.
          </Typography>
        )}
      </Box>
      {details && <SidePanel conversation={c} onClose={() => setDetails(false)} />}
      <MessageMenu
        message={menu?.message ?? null}
        anchor={menu?.anchor ?? null}
        onClose={() => setMenu(null)}
        canWrite={canWrite}
        hasContact={!!c.contact}
        onReply={setReplyTo}
        onReact={actions.onReact}
        onCopy={(m) =>
          void navigator.clipboard?.writeText(m.text).then(
            () => notify.check('Texto copiado'),
            () => notify.error('Não foi possível copiar o texto.'),
          )
        }
        onWork={(message, to) => setWork({ message, to })}
      />
      {work && <ToWork message={work.message} to={work.to} onDone={() => setWork(null)} />}
    </Box>
  );
}
