import {
  Autocomplete,
  Chip,
  FormControlLabel,
  Radio,
  RadioGroup,
  TextField,
  FormControl,
  FormLabel,
} from '@mui/material';
import {
  PERSON_NAME_MAX,
  PERSON_NOTES_MAX,
  PERSON_ROLE_MAX,
  PERSON_TAG_MAX,
  PERSON_TAGS_MAX,
  type Person,
  type UpdatePersonBody,
} from '@orbita/contracts/people';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../../platform/toasts';
import { DateField } from '../../../ui/date-field';
import { FormDialog } from '../../../ui/form-dialog';
import { useCreatePerson } from '../api/mutations';
import { CompanyField } from './company-field';
import { EmailRows, PhoneRows } from './contact-rows';
import { AddressFields, CustomFieldRows } from './extra-fields';
import {
  createBody,
  documentMask,
  documentStatus,
  emptyForm,
  formOf,
  updateBody,
  validatePerson,
  type PersonForm,
  type PersonFormErrors,
} from './person-form';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * New person or company, or an edit: nome, tipo, CPF/CNPJ (mask as typed, the check digits'
 * verdict once it is whole), e-mails, telefones (BR mask), aniversário (dd/mm/aaaa), empresa,
 * cargo, etiquetas, endereço (CEP 00000-000, UF), campos personalizados, notas. An edit goes through `save` (the page's versioned save: a stale
 * version opens the conflict dialog there, and `save` resolves undefined).
 */
export function PersonFormDialog({
  person,
  tagOptions = [],
  onClose,
  save,
}: {
  person: Person | null;
  tagOptions?: string[];
  onClose: () => void;
  save?: (body: UpdatePersonBody) => Promise<Person | undefined>;
}) {
  const [form, setForm] = useState<PersonForm>(() => (person ? formOf(person) : emptyForm()));
  const [errors, setErrors] = useState<PersonFormErrors | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [birthdayInvalid, setBirthdayInvalid] = useState(false);
  const [saving, setSaving] = useState(false);
  const create = useCreatePerson();
  const navigate = useNavigate();
  const set = (patch: Partial<PersonForm>) => setForm((f) => ({ ...f, ...patch }));
  const docStatus = documentStatus(form.document, form.kind);
  const isCompany = form.kind === 'company';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validatePerson(form, birthdayInvalid);
    setErrors(found);
    if (found) return;
    setProblem(null);
    setSaving(true);
    try {
      if (person) {
        const body = updateBody(form, person);
        if (Object.keys(body).length === 0 || !save) {
          onClose();
          return;
        }
        // undefined: the conflict dialog took over (this form closes; the page asks).
        const saved = await save(body);
        if (saved) notify.check(isCompany ? 'Empresa salva.' : 'Pessoa salva.');
        onClose();
      } else {
        const created = await create.mutateAsync(createBody(form));
        notify.check(isCompany ? 'Empresa criada.' : 'Pessoa criada.');
        onClose();
        void navigate(`/pessoa/pessoa/${created.id}`);
      }
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      title={person ? `Editar ${person.name}` : 'Nova pessoa'}
      problem={problem}
      submitting={saving}
      submitLabel={person ? 'Salvar' : 'Criar'}
      maxWidth="sm"
      onSubmit={(e) => void submit(e)}
      onClose={onClose}
    >
      <FormControl>
        <FormLabel id="tipo-pessoa">Tipo</FormLabel>
        <RadioGroup
          row
          aria-labelledby="tipo-pessoa"
          value={form.kind}
          onChange={(e) => set({ kind: e.target.value as PersonForm['kind'] })}
        >
          <FormControlLabel value="person" control={<Radio />} label="Pessoa" />
          <FormControlLabel value="company" control={<Radio />} label="Empresa" />
        </RadioGroup>
      </FormControl>
      <TextField
        label="Nome"
        required
        autoFocus={!person}
        value={form.name}
        onChange={(e) => set({ name: e.target.value })}
        error={!!errors?.name}
        helperText={errors?.name}
        slotProps={{ htmlInput: { maxLength: PERSON_NAME_MAX } }}
      />
      <TextField
        label={isCompany ? 'CNPJ' : 'CPF'}
        value={form.document}
        placeholder={isCompany ? '12.ABC.345/01DE-35' : '123.456.789-09'}
        onChange={(e) => set({ document: documentMask(e.target.value) })}
        // The live verdict of a whole number first; the last submit's complaint otherwise.
        error={!!(docStatus ? docStatus.error : errors?.document)}
        helperText={
          docStatus?.error ??
          docStatus?.ok ??
          errors?.document ??
          (isCompany ? 'Letras e números (CNPJ alfanumérico) ou só números.' : 'Só os números.')
        }
        slotProps={{
          htmlInput: {
            maxLength: 18,
            inputMode: isCompany ? 'text' : 'numeric',
            autoCapitalize: 'characters',
          },
        }}
      />
      <EmailRows
        rows={form.emails}
        errors={errors?.emails ?? []}
        onChange={(emails) => set({ emails })}
      />
      <PhoneRows
        rows={form.phones}
        errors={errors?.phones ?? []}
        onChange={(phones) => set({ phones })}
      />
      {!isCompany && (
        <DateField
          label="Aniversário"
          value={form.birthday}
          maxDate={today()}
          onChange={(birthday) => set({ birthday })}
          onInvalidChange={setBirthdayInvalid}
          error={!!errors?.birthday}
          helperText={errors?.birthday}
        />
      )}
      {!isCompany && (
        <CompanyField
          value={form.company}
          excludeId={person?.id}
          onChange={(company) => set({ company })}
        />
      )}
      {!isCompany && (
        <TextField
          label="Cargo"
          value={form.role}
          onChange={(e) => set({ role: e.target.value })}
          slotProps={{ htmlInput: { maxLength: PERSON_ROLE_MAX } }}
        />
      )}
      <Autocomplete
        multiple
        freeSolo
        options={tagOptions}
        value={form.tags}
        onChange={(_e, tags) =>
          set({
            tags: [
              ...new Set(tags.map((t) => t.trim().slice(0, PERSON_TAG_MAX)).filter(Boolean)),
            ].slice(0, PERSON_TAGS_MAX),
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
      <AddressFields
        value={form.address}
        error={errors?.postalCode}
        onChange={(address) => set({ address })}
      />
      <CustomFieldRows
        rows={form.customFields}
        errors={errors?.customFields ?? []}
        onChange={(customFields) => set({ customFields })}
      />
      <TextField
        label="Notas"
        multiline
        minRows={3}
        value={form.notes}
        onChange={(e) => set({ notes: e.target.value })}
        slotProps={{ htmlInput: { maxLength: PERSON_NOTES_MAX } }}
      />
    </FormDialog>
  );
}
