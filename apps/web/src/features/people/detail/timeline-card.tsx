import AddLinkIcon from '@mui/icons-material/AddLink';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import ChecklistOutlined from '@mui/icons-material/Checklist';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import {
  Box,
  Button,
  IconButton,
  Link as MuiLink,
  Paper,
  Tooltip,
  Typography,
} from '@mui/material';
import type { Person, TimelineItem } from '@orbita/contracts/people';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { notify } from '../../../platform/toasts';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { EmptyState, LoadingBlocks, QueryError } from '../../../ui/query-states';
import { useRemoveLink } from '../api/mutations';
import { linkSearchApi } from '../api/people-api';
import { peopleQueries } from '../api/queries';
import { dateText } from '../lib/format';
import { LinkDialog } from './link-dialog';
import { timelineHref, timelineKey, timelineText } from './timeline-text';

const icons: Record<TimelineItem['kind'], ReactNode> = {
  task: <ChecklistOutlined />,
  entry: <PaymentsOutlined />,
  chat: <ChatOutlined />,
  publication: <ArticleOutlined />,
  points: <EmojiEventsOutlined />,
  order: <ShoppingBagOutlined />,
};

/** A task opens in its list: the list is asked for at the click (the timeline names the task only). */
function TaskLink({ taskId, children }: { taskId: string; children: ReactNode }) {
  const navigate = useNavigate();
  const open = async () => {
    try {
      const task = await linkSearchApi.task(taskId);
      void navigate(`/flow/lista/${task.listId}?tarefa=${task.id}`);
    } catch (error) {
      notify.error((error as Error).message);
    }
  };
  return (
    <MuiLink component="button" type="button" onClick={() => void open()} sx={titleSx}>
      {children}
    </MuiLink>
  );
}

const titleSx = {
  fontWeight: 600,
  textAlign: 'left',
  overflowWrap: 'anywhere',
  fontSize: '0.95rem',
} as const;

function Row({
  item,
  name,
  onUnlink,
}: {
  item: TimelineItem;
  name: string;
  onUnlink?: () => void;
}) {
  const text = timelineText(item, name);
  const href = timelineHref(item);
  const title =
    item.kind === 'task' ? (
      <TaskLink taskId={item.taskId}>{text.title}</TaskLink>
    ) : href ? (
      <MuiLink component={Link} to={href} sx={titleSx}>
        {text.title}
      </MuiLink>
    ) : (
      <Typography sx={titleSx}>{text.title}</Typography>
    );
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr) auto',
        gap: 1.5,
        alignItems: 'start',
        py: 1.25,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0 },
      }}
    >
      <Box sx={{ color: 'text.secondary', pt: 0.25 }}>{icons[item.kind]}</Box>
      <Box sx={{ minWidth: 0 }}>
        {title}
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {text.detail}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {dateText(item.at)}
        </Typography>
      </Box>
      {onUnlink && (
        <Tooltip title="Desvincular">
          <IconButton size="small" aria-label={`Desvincular ${text.title}`} onClick={onUnlink}>
            <LinkOffIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}

/**
 * The person as a hub: one list, newest first, of everything linked (tasks, entries,
 * conversations, publications, orders) and what they did as a player; each row opens its
 * record. "Vincular" adds a task, entry, publication or chat contact; a row a link brought
 * can be unlinked.
 */
export function TimelineCard({ person, canWrite }: { person: Person; canWrite: boolean }) {
  const timeline = useQuery(peopleQueries.timeline(person.id));
  const [linking, setLinking] = useState(false);
  const [unlinking, setUnlinking] = useState<TimelineItem | null>(null);
  const remove = useRemoveLink(person.id);

  let body: ReactNode;
  if (timeline.isPending) body = <LoadingBlocks label="Carregando a linha do tempo" height={56} />;
  else if (timeline.isError)
    body = <QueryError error={timeline.error} onRetry={() => void timeline.refetch()} />;
  else if (timeline.data.items.length === 0)
    body = (
      <EmptyState icon={<HistoryOutlined />} title="Nada na linha do tempo ainda">
        Vincule tarefas, lançamentos, publicações e contatos do chat a{' '}
        {person.kind === 'company' ? 'esta empresa' : 'esta pessoa'} para vê-los aqui.
      </EmptyState>
    );
  else
    body = (
      <Box component="ol" aria-label="Linha do tempo" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {timeline.data.items.map((item, i) => (
          <Row
            key={`${timelineKey(item)}:${i}`}
            item={item}
            name={person.name}
            onUnlink={canWrite && item.linkId ? () => setUnlinking(item) : undefined}
          />
        ))}
      </Box>
    );

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="linha-do-tempo">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography id="linha-do-tempo" variant="h6" component="h2" sx={{ flex: 1 }}>
          Linha do tempo
        </Typography>
        {canWrite && (
          <Button startIcon={<AddLinkIcon />} onClick={() => setLinking(true)}>
            Vincular
          </Button>
        )}
      </Box>
      {body}
      {linking && <LinkDialog personId={person.id} onClose={() => setLinking(false)} />}
      <ConfirmDialog
        open={!!unlinking}
        title="Desvincular?"
        text={
          unlinking
            ? `"${timelineText(unlinking, person.name).title}" sai da linha do tempo de ${person.name}. O registro continua onde está.`
            : ''
        }
        confirmLabel="Desvincular"
        busy={remove.isPending}
        onCancel={() => setUnlinking(null)}
        onConfirm={() =>
          unlinking?.linkId &&
          void remove.mutateAsync(unlinking.linkId).then(
            () => {
              notify.check('Vínculo removido.');
              setUnlinking(null);
            },
            (error: Error) => {
              setUnlinking(null);
              notify.error(error.message);
            },
          )
        }
      />
    </Paper>
  );
}
