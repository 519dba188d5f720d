import type { Contact } from '@orbita/contracts/chats';
import { formatPhoneBR } from '@orbita/contracts/phone';
import { Box, Button, Chip, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '../../../../platform/toasts';
import { conversationApi } from '../api/conversation-api';
import { conversationKeys } from '../api/keys';

/** The contact: name, phones, e-mails, tags, notes; name, tags and notes edit in place. */
export function ContactCard({ contactId, canWrite }: { contactId: string; canWrite: boolean }) {
  const contact = useQuery({
    queryKey: conversationKeys.contact(contactId),
    queryFn: ({ signal }) => conversationApi.contact(contactId, { signal }),
  });
  const [editing, setEditing] = useState(false);
  if (contact.error) return <Typography color="error">{contact.error.message}</Typography>;
  if (!contact.data) return <Typography color="text.secondary">Carregando o contato…</Typography>;
  const c = contact.data;
  if (editing) return <ContactForm contact={c} onDone={() => setEditing(false)} />;
  return (
    <Box sx={{ display: 'grid', gap: 0.75 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {c.name}
      </Typography>
      {c.whatsappName && c.whatsappName !== c.name && (
        <Typography variant="caption" color="text.secondary">
          No WhatsApp: {c.whatsappName}
        </Typography>
      )}
      {c.phones.map((p) => (
        <Typography key={p.e164} variant="body2">
          {formatPhoneBR(p.e164)}
          {p.label ? ` · ${p.label}` : ''}
          {p.whatsapp ? ' · WhatsApp' : ''}
        </Typography>
      ))}
      {c.emails.map((e) => (
        <Typography key={e} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {e}
        </Typography>
      ))}
      {c.tags.length > 0 && (
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          {c.tags.map((t) => (
            <Chip key={t} size="small" label={t} />
          ))}
        </Box>
      )}
      {c.notes && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {c.notes}
        </Typography>
      )}
      {canWrite && (
        <Box>
          <Button size="small" onClick={() => setEditing(true)}>
            Editar contato
          </Button>
        </Box>
      )}
    </Box>
  );
}

function ContactForm({ contact, onDone }: { contact: Contact; onDone: () => void }) {
  const client = useQueryClient();
  const [name, setName] = useState(contact.name);
  const [tags, setTags] = useState(contact.tags.join(', '));
  const [notes, setNotes] = useState(contact.notes);
  // One phone per line (typed as people do; the server normalizes to E.164 and names a bad one).
  const [phones, setPhones] = useState(contact.phones.map((p) => formatPhoneBR(p.e164)).join('\n'));
  const [emails, setEmails] = useState(contact.emails.join(', '));
  const labels = new Map(contact.phones.map((p) => [formatPhoneBR(p.e164), p.label]));
  const save = useMutation({
    mutationFn: () =>
      conversationApi.updateContact(contact.id, {
        name,
        tags: [
          ...new Set(
            tags
              .split(',')
              .map((t) => t.trim())
              .filter(Boolean),
          ),
        ],
        notes,
        phones: phones
          .split('\n')
          .map((n) => n.trim())
          .filter(Boolean)
          .map((number) => ({ number, label: labels.get(number) ?? null })),
        emails: emails
          .split(/[,;\s]+/)
          .map((e) => e.trim())
          .filter(Boolean),
        version: contact.version,
      }),
    onSuccess: (next) => {
      client.setQueryData(conversationKeys.contact(next.id), next);
      notify.check('Contato salvo.');
      onDone();
    },
    onError: (e: Error) => notify.error(e.message),
  });
  return (
    <Box
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <TextField
        size="small"
        label="Nome"
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
      />
      <TextField
        size="small"
        label="Telefones"
        helperText="Um por linha"
        multiline
        value={phones}
        onChange={(e) => setPhones(e.target.value)}
      />
      <TextField
        size="small"
        label="E-mails"
        helperText="Separados por vírgula"
        value={emails}
        onChange={(e) => setEmails(e.target.value)}
      />
      <TextField
        size="small"
        label="Etiquetas"
        helperText="Separadas por vírgula"
        value={tags}
        onChange={(e) => setTags(e.target.value)}
      />
      <TextField
        size="small"
        label="Notas"
        multiline
        minRows={3}
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" size="small" loading={save.isPending}>
          Salvar
        </Button>
        <Button size="small" onClick={onDone}>
          Cancelar
        </Button>
      </Box>
    </Box>
  );
}
