import {
  Autocomplete,
  FormControlLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import type { Contact, CreateConversationBody } from '@orbita/contracts/chats';
import type { Member } from '@orbita/contracts/workspaces';
import { formatPhoneBR } from '@orbita/contracts/phone';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useMyUserId } from '../../../platform/session/app-state';
import { notify } from '../../../platform/toasts';
import { FormDialog } from '../../../ui/form-dialog';
import { useMembers } from '../api/lookups';
import { useCreateConversation } from '../api/mutations';
import { chatsQueries } from '../api/queries';
import { chatPath } from '../lib/paths';

type Kind = CreateConversationBody['kind'];

/** Contacts as the WhatsApp picker lists them: name and first phone. */
function contactLabel(c: Contact): string {
  const phone = c.phones[0]?.e164;
  return phone ? `${c.name} · ${formatPhoneBR(phone)}` : c.name;
}

function ContactPicker({
  value,
  onChange,
  error,
}: {
  value: Contact | null;
  onChange: (c: Contact | null) => void;
  error: string | null;
}) {
  const [q, setQ] = useState('');
  const contacts = useInfiniteQuery(chatsQueries.contacts(q.trim() ? { q: q.trim() } : {}));
  const options = contacts.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_e, c) => onChange(c)}
      onInputChange={(_e, text, reason) => reason === 'input' && setQ(text)}
      getOptionLabel={contactLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(x) => x}
      loading={contacts.isFetching}
      noOptionsText="Nenhum contato. Crie um em Contatos."
      loadingText="Carregando…"
      renderInput={(params) => (
        <TextField {...params} label="Contato" error={!!error} helperText={error ?? ' '} />
      )}
    />
  );
}

/**
 * "Nova conversa": a team chat (direct with a member, or a group with a name and members) or
 * WhatsApp with a contact (its one conversation, reused when it exists). Opens it on success.
 */
export function NewConversationDialog({
  onClose,
  whatsappAllowed,
  initialContact = null,
}: {
  onClose: () => void;
  whatsappAllowed: boolean;
  initialContact?: Contact | null;
}) {
  const [kind, setKind] = useState<Kind>(initialContact ? 'whatsapp' : 'direct');
  const [member, setMember] = useState<Member | null>(null);
  const [members, setMembers] = useState<Member[]>([]);
  const [title, setTitle] = useState('');
  const [contact, setContact] = useState<Contact | null>(initialContact);
  const [problem, setProblem] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const me = useMyUserId();
  const everyone = useMembers(kind !== 'whatsapp');
  const others = (everyone.data ?? []).filter((m) => m.userId !== me);
  const create = useCreateConversation();
  const navigate = useNavigate();

  const body = (): CreateConversationBody | string => {
    if (kind === 'direct') return member ? { kind, userId: member.userId } : 'Escolha um membro.';
    if (kind === 'group') {
      if (!title.trim()) return 'Informe o nome do grupo.';
      if (members.length === 0) return 'Escolha ao menos um membro.';
      return { kind, title: title.trim(), userIds: members.map((m) => m.userId) };
    }
    return contact ? { kind, contactId: contact.id } : 'Escolha um contato.';
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = body();
    if (typeof value === 'string') {
      setFieldError(value);
      return;
    }
    setFieldError(null);
    setProblem(null);
    create.mutate(value, {
      onSuccess: (conversation) => {
        notify.check('Conversa aberta.');
        onClose();
        void navigate(chatPath(conversation.id));
      },
      onError: (error) => setProblem(error.message),
    });
  };

  const memberLabel = (m: Member) => m.name || m.email;
  return (
    <FormDialog
      title="Nova conversa"
      problem={problem}
      submitting={create.isPending}
      submitLabel="Abrir conversa"
      maxWidth="sm"
      onSubmit={submit}
      onClose={onClose}
    >
      <RadioGroup
        aria-label="Com quem"
        value={kind}
        onChange={(e) => {
          setKind(e.target.value as Kind);
          setFieldError(null);
        }}
      >
        <FormControlLabel value="direct" control={<Radio />} label="Com um membro da equipe" />
        <FormControlLabel value="group" control={<Radio />} label="Grupo da equipe" />
        {whatsappAllowed && (
          <FormControlLabel value="whatsapp" control={<Radio />} label="WhatsApp com um contato" />
        )}
      </RadioGroup>
      {kind === 'direct' && (
        <Autocomplete
          options={others}
          value={member}
          onChange={(_e, m) => setMember(m)}
          getOptionLabel={memberLabel}
          isOptionEqualToValue={(a, b) => a.userId === b.userId}
          loading={everyone.isPending}
          noOptionsText="Nenhum outro membro no espaço."
          renderInput={(params) => (
            <TextField
              {...params}
              label="Membro"
              error={!!fieldError}
              helperText={fieldError ?? ' '}
            />
          )}
        />
      )}
      {kind === 'group' && (
        <>
          <TextField
            label="Nome do grupo"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            error={!!fieldError && !title.trim()}
            slotProps={{ htmlInput: { maxLength: 80 } }}
          />
          <Autocomplete
            multiple
            options={others}
            value={members}
            onChange={(_e, m) => setMembers(m)}
            getOptionLabel={memberLabel}
            isOptionEqualToValue={(a, b) => a.userId === b.userId}
            loading={everyone.isPending}
            noOptionsText="Nenhum outro membro no espaço."
            renderInput={(params) => (
              <TextField
                {...params}
                label="Membros"
                error={!!fieldError && !!title.trim()}
                helperText={fieldError ?? 'Você entra no grupo automaticamente.'}
              />
            )}
          />
        </>
      )}
      {kind === 'whatsapp' && (
        <>
          <ContactPicker value={contact} onChange={setContact} error={fieldError} />
          <Typography variant="body2" color="text.secondary">
            Se o contato já tem uma conversa, ela é aberta. Fora da janela de 24 h, só modelos
            aprovados podem ser enviados.
          </Typography>
        </>
      )}
    </FormDialog>
  );
}
