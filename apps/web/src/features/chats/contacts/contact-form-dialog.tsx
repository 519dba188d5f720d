import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Autocomplete, Box, Button, Chip, IconButton, TextField, Typography } from '@mui/material';
import {
  CONTACT_EMAILS_MAX,
  CONTACT_PHONES_MAX,
  CONTACT_TAGS_MAX,
  type Contact,
} from '@orbita/contracts/chats';
import { phoneMaskBR } from '@orbita/contracts/phone';
import { useState, type FormEvent } from 'react';
import { notify } from '../../../platform/toasts';
import { FormDialog } from '../../../ui/form-dialog';
import { useCreateContact, useUpdateContact } from '../api/mutations';
import {
  contactBody,
  emptyForm,
  formOf,
  validateContact,
  type ContactForm,
  type ContactFormErrors,
} from './contact-form';
import { NexosPanel } from '../../../platform/nexos';

/**
 * New or edit contact: name, several phones (BR mask as typed; a foreign number starts with
 * +), several e-mails, tags, company and notes. Phones are checked as the server checks them.
 */
export function ContactFormDialog({
  contact,
  tagOptions,
  onClose,
}: {
  contact: Contact | null;
  tagOptions: string[];
  onClose: () => void;
}) {
  const [form, setForm] = useState<ContactForm>(() => (contact ? formOf(contact) : emptyForm()));
  const [errors, setErrors] = useState<ContactFormErrors | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateContact();
  const update = useUpdateContact();
  const saving = create.isPending || update.isPending;
  const set = (patch: Partial<ContactForm>) => setForm((f) => ({ ...f, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(form);
    setErrors(found);
    if (found) return;
    setProblem(null);
    const body = contactBody(form);
    const done = {
      onSuccess: () => {
        notify.check(contact ? 'Contato salvo.' : 'Contato criado.');
        onClose();
      },
      onError: (error: Error) => setProblem(error.message),
    };
    if (contact)
      update.mutate({ id: contact.id, body: { ...body, version: contact.version } }, done);
    else create.mutate(body, done);
  };

  return (
    <FormDialog
      title={contact ? 'Editar contato' : 'Novo contato'}
      problem={problem}
      submitting={saving}
      submitLabel={contact ? 'Salvar' : 'Criar contato'}
      maxWidth="sm"
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label="Nome"
        required
        value={form.name}
        onChange={(e) => set({ name: e.target.value })}
        error={!!errors?.name}
        helperText={errors?.name}
        slotProps={{ htmlInput: { maxLength: 120 } }}
      />
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="subtitle2">Telefones</Typography>
        {form.phones.map((phone, i) => (
          <Box key={i} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <TextField
              label={`Telefone ${i + 1}`}
              value={phone.number}
              inputMode="tel"
              placeholder="(41) 99999-8888"
              onChange={(e) =>
                set({
                  phones: form.phones.map((p, j) =>
                    j === i ? { ...p, number: phoneMaskBR(e.target.value) } : p,
                  ),
                })
              }
              error={!!errors?.phones[i]}
              helperText={errors?.phones[i]}
              sx={{ flex: 2, minWidth: 0 }}
            />
            <TextField
              label="Rótulo"
              placeholder="Celular"
              value={phone.label}
              onChange={(e) =>
                set({
                  phones: form.phones.map((p, j) =>
                    j === i ? { ...p, label: e.target.value } : p,
                  ),
                })
              }
              slotProps={{ htmlInput: { maxLength: 40 } }}
              sx={{ flex: 1, minWidth: 0 }}
            />
            <IconButton
              aria-label={`Remover o telefone ${i + 1}`}
              onClick={() => set({ phones: form.phones.filter((_p, j) => j !== i) })}
              sx={{ mt: 1 }}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Box>
        ))}
        {form.phones.length < CONTACT_PHONES_MAX && (
          <Button
            size="small"
            startIcon={<AddIcon />}
            sx={{ justifySelf: 'start' }}
            onClick={() => set({ phones: [...form.phones, { number: '', label: '' }] })}
          >
            Adicionar telefone
          </Button>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="subtitle2">E-mails</Typography>
        {form.emails.map((email, i) => (
          <Box key={i} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <TextField
              label={`E-mail ${i + 1}`}
              type="email"
              value={email}
              onChange={(e) =>
                set({ emails: form.emails.map((x, j) => (j === i ? e.target.value : x)) })
              }
              error={!!errors?.emails[i]}
              helperText={errors?.emails[i]}
              sx={{ flex: 1, minWidth: 0 }}
            />
            <IconButton
              aria-label={`Remover o e-mail ${i + 1}`}
              onClick={() => set({ emails: form.emails.filter((_x, j) => j !== i) })}
              sx={{ mt: 1 }}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Box>
        ))}
        {form.emails.length < CONTACT_EMAILS_MAX && (
          <Button
            size="small"
            startIcon={<AddIcon />}
            sx={{ justifySelf: 'start' }}
            onClick={() => set({ emails: [...form.emails, ''] })}
          >
            Adicionar e-mail
          </Button>
        )}
      </Box>
      <Autocomplete
        multiple
        freeSolo
        options={tagOptions}
        value={form.tags}
        onChange={(_e, tags) =>
          set({
            tags: [...new Set(tags.map((t) => t.trim()).filter(Boolean))].slice(
              0,
              CONTACT_TAGS_MAX,
            ),
          })
        }
        renderValue={(value, getItemProps) =>
          value.map((tag, index) => {
            const { key, ...props } = getItemProps({ index });
            return <Chip key={key} label={tag} size="small" {...props} />;
          })
        }
        renderInput={(params) => (
          <TextField {...params} label="Etiquetas" helperText="Digite e tecle Enter para criar." />
        )}
      />
      <TextField
        label="Empresa"
        value={form.company}
        onChange={(e) => set({ company: e.target.value })}
        slotProps={{ htmlInput: { maxLength: 120 } }}
      />
      <TextField
        label="Observações"
        multiline
        minRows={3}
        value={form.notes}
        onChange={(e) => set({ notes: e.target.value })}
        slotProps={{ htmlInput: { maxLength: 5000 } }}
      />
      {/* What the contact is linked to (a person, a task…), once it exists. */}
      {contact && <NexosPanel kind="contato" id={contact.id} />}
    </FormDialog>
  );
}
