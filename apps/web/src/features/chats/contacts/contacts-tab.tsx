import ContactsOutlined from '@mui/icons-material/ContactsOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import SearchIcon from '@mui/icons-material/Search';
import UploadIcon from '@mui/icons-material/Upload';
import {
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  InputAdornment,
  Menu,
  MenuItem,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { Contact } from '@orbita/contracts/chats';
import { formatPhoneBR } from '@orbita/contracts/phone';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { notify } from '../../../platform/toasts';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { EmptyState, LoadingBlocks, QueryError } from '../../../ui/query-states';
import { chatsApi } from '../api/chats-api';
import { useDeleteContact } from '../api/mutations';
import { chatsQueries } from '../api/queries';
import { day } from '../lib/format';
import { useChatsAccess } from '../lib/permissions';
import { ContactActions } from './contact-actions';
import { ContactFormDialog } from './contact-form-dialog';
import { DuplicatesView } from './duplicates-view';
import { ImportDialog } from './import-dialog';
import { saveText } from './save-file';

const phonesOf = (c: Contact) => c.phones.map((p) => formatPhoneBR(p.e164));

function Tags({ tags }: { tags: string[] }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {tags.map((t) => (
        <Chip key={t} label={t} size="small" />
      ))}
    </Box>
  );
}

function ContactsTable({
  contacts,
  actions,
}: {
  contacts: Contact[];
  actions: (c: Contact) => React.ReactNode;
}) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Contatos">
        <TableHead>
          <TableRow>
            <TableCell>Nome</TableCell>
            <TableCell>Telefones</TableCell>
            <TableCell>E-mails</TableCell>
            <TableCell>Etiquetas</TableCell>
            <TableCell>Empresa</TableCell>
            <TableCell>Última mensagem</TableCell>
            <TableCell align="right">Ações</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {contacts.map((c) => (
            <TableRow key={c.id} hover>
              <TableCell sx={{ fontWeight: 600, overflowWrap: 'anywhere', maxWidth: 240 }}>
                {c.name}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'pre-line' }}>{phonesOf(c).join('\n') || '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', maxWidth: 240 }}>
                {c.emails.join('\n') || '—'}
              </TableCell>
              <TableCell>
                <Tags tags={c.tags} />
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{c.company ?? '—'}</TableCell>
              <TableCell>{day(c.lastMessageAt)}</TableCell>
              <TableCell align="right">{actions(c)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function ContactCards({
  contacts,
  actions,
}: {
  contacts: Contact[];
  actions: (c: Contact) => React.ReactNode;
}) {
  return (
    <Box component="ul" aria-label="Contatos" sx={{ display: 'grid', gap: 1.5, m: 0, p: 0 }}>
      {contacts.map((c) => (
        <Card key={c.id} component="li" variant="outlined" sx={{ listStyle: 'none' }}>
          <CardContent sx={{ display: 'grid', gap: 0.75, '&:last-child': { pb: 1.5 } }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography sx={{ fontWeight: 600, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {c.name}
              </Typography>
              {actions(c)}
            </Box>
            {(c.phones.length > 0 || c.emails.length > 0) && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {[...phonesOf(c), ...c.emails].join(' · ')}
              </Typography>
            )}
            {c.company && <Typography variant="body2">{c.company}</Typography>}
            {c.tags.length > 0 && <Tags tags={c.tags} />}
            {c.lastMessageAt && (
              <Typography variant="caption" color="text.secondary">
                Última mensagem {day(c.lastMessageAt)}
              </Typography>
            )}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

function ExportButton() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const download = async (format: 'csv' | 'vcard') => {
    setAnchor(null);
    setBusy(true);
    try {
      const text = await chatsApi.exportContacts(format);
      const csv = format === 'csv';
      saveText(
        text,
        csv ? 'contatos.csv' : 'contatos.vcf',
        csv ? 'text/csv;charset=utf-8' : 'text/vcard;charset=utf-8',
      );
      notify.check('Contatos exportados.');
    } catch (error) {
      notify.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        startIcon={<DownloadIcon />}
        loading={busy}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
      >
        Exportar
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => void download('csv')}>CSV (planilha)</MenuItem>
        <MenuItem onClick={() => void download('vcard')}>vCard (celular, Google Contatos)</MenuItem>
      </Menu>
    </>
  );
}

/**
 * Contatos: search (name, phone, e-mail, tag), tag filter, the table (cards on a phone), new /
 * edit / delete, "Duplicados" with "Mesclar", import (CSV, vCard) and export.
 */
export function ContactsTab() {
  const access = useChatsAccess();
  const wide = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  const [view, setView] = useState<'all' | 'duplicates'>('all');
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [tag, setTag] = useState<string | null>(null);
  const [editing, setEditing] = useState<Contact | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Contact | null>(null);
  const [importing, setImporting] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);
  const filter = { ...(q ? { q } : {}), ...(tag ? { tag } : {}) };
  const list = useInfiniteQuery({ ...chatsQueries.contacts(filter), enabled: view === 'all' });
  const contacts = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  const tagOptions = useMemo(
    () => [...new Set(contacts.flatMap((c) => c.tags))].sort(),
    [contacts],
  );
  const remove = useDeleteContact();

  // `?contato={id}` (a nexo, a search hit): that contact opens — its form for those who edit,
  // the list narrowed to its name for the others; closing it leaves the address without it.
  const [params, setParams] = useSearchParams();
  const linked = params.get('contato');
  const linkedContact = useQuery({ ...chatsQueries.contact(linked ?? ''), enabled: !!linked });
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  if (!linked && openedFor) setOpenedFor(null);
  if (linked && linkedContact.data && openedFor !== linked) {
    setOpenedFor(linked);
    if (access.write) setEditing(linkedContact.data);
    else {
      setText(linkedContact.data.name);
      setQ(linkedContact.data.name);
    }
  }
  useEffect(() => {
    if (linked && linkedContact.isError) notify.error(linkedContact.error.message);
  }, [linked, linkedContact.isError, linkedContact.error]);
  const closeEditing = () => {
    setEditing(null);
    if (!linked) return;
    setParams(
      (p) => {
        p.delete('contato');
        return p;
      },
      { replace: true },
    );
  };

  const actions = (c: Contact) => (
    <ContactActions
      contact={c}
      canWrite={access.write}
      onEdit={() => setEditing(c)}
      onDelete={() => setDeleting(c)}
    />
  );
  const filtered = !!q || !!tag;

  let body;
  if (view === 'duplicates') body = <DuplicatesView canWrite={access.write} />;
  else if (list.isPending)
    body = <LoadingBlocks label="Carregando contatos" height={56} count={5} />;
  else if (list.isError)
    body = <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  else if (contacts.length === 0)
    body = (
      <EmptyState
        icon={<ContactsOutlined />}
        title={filtered ? 'Nenhum contato encontrado' : 'Nenhum contato ainda'}
        action={
          !filtered &&
          access.write && (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
              <Button variant="contained" onClick={() => setEditing('new')}>
                Criar contato
              </Button>
              <Button onClick={() => setImporting(true)}>Importar CSV ou vCard</Button>
            </Box>
          )
        }
      >
        {filtered
          ? 'Mude a busca ou a etiqueta.'
          : 'Contatos nascem das conversas do WhatsApp ou são criados aqui. Importe a agenda do celular (vCard) ou uma planilha (CSV).'}
      </EmptyState>
    );
  else
    body = wide ? (
      <ContactsTable contacts={contacts} actions={actions} />
    ) : (
      <ContactCards contacts={contacts} actions={actions} />
    );

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          onChange={(_e, v: typeof view | null) => v && setView(v)}
          aria-label="Mostrar"
        >
          <ToggleButton value="all">Todos</ToggleButton>
          <ToggleButton value="duplicates">Duplicados</ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ flex: 1 }} />
        {access.write && (
          <Button startIcon={<UploadIcon />} onClick={() => setImporting(true)}>
            Importar
          </Button>
        )}
        <ExportButton />
        {access.write && (
          <Button
            variant="contained"
            startIcon={<PersonAddAlt />}
            onClick={() => setEditing('new')}
          >
            Novo contato
          </Button>
        )}
      </Box>
      {view === 'all' && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <TextField
            size="small"
            type="search"
            placeholder="Nome, telefone, e-mail ou etiqueta"
            value={text}
            onChange={(e) => setText(e.target.value)}
            sx={{ flex: '2 1 240px' }}
            slotProps={{
              htmlInput: { 'aria-label': 'Buscar contatos' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <Autocomplete
            size="small"
            options={tagOptions}
            value={tag}
            onChange={(_e, t) => setTag(t)}
            sx={{ flex: '1 1 180px' }}
            noOptionsText="Nenhuma etiqueta"
            renderInput={(params) => <TextField {...params} label="Etiqueta" />}
          />
        </Box>
      )}
      {body}
      {view === 'all' && list.hasNextPage && (
        <Box sx={{ textAlign: 'center' }}>
          <Button loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            Carregar mais
          </Button>
        </Box>
      )}
      {editing && (
        <ContactFormDialog
          contact={editing === 'new' ? null : editing}
          tagOptions={tagOptions}
          onClose={closeEditing}
        />
      )}
      {importing && <ImportDialog onClose={() => setImporting(false)} />}
      <ConfirmDialog
        open={!!deleting}
        title="Excluir contato?"
        text={
          deleting
            ? `"${deleting.name}" e as conversas dele (${deleting.conversationCount}) serão excluídos, com todas as mensagens. Não dá para desfazer.`
            : ''
        }
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notify.check('Contato excluído.');
              setDeleting(null);
            },
            onError: (error) => notify.error(error.message),
          })
        }
      />
    </Box>
  );
}
