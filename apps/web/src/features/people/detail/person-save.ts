import type { Person, UpdatePersonBody } from '@orbita/contracts/people';
import { formatPhoneBR } from '@orbita/contracts/phone';
import { useQueryClient } from '@tanstack/react-query';
import { readable, useVersionedSave } from '../../../platform/concurrency';
import { useUpdatePerson, writePerson } from '../api/mutations';
import { addressText, customValueText, dateText, dayText } from '../lib/format';
import { formatDocument } from '@orbita/contracts/people';

const labels: Partial<Record<keyof UpdatePersonBody, string>> = {
  kind: 'Tipo',
  name: 'Nome',
  document: 'CPF/CNPJ',
  emails: 'E-mails',
  phones: 'Telefones',
  birthday: 'Aniversário',
  companyId: 'Empresa',
  role: 'Cargo',
  tags: 'Etiquetas',
  notes: 'Notas',
  address: 'Endereço',
  customFields: 'Campos personalizados',
  avatarMediaId: 'Foto',
  keepInTouchDays: 'Falar a cada (dias)',
  lastContactAt: 'Último contato',
};

/** How a field reads in the conflict dialog, for the form's values and the server's alike. */
function format(field: string, value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  switch (field) {
    case 'kind':
      return value === 'company' ? 'Empresa' : 'Pessoa';
    case 'document':
      return typeof value === 'string'
        ? formatDocument(value.replace(/[^0-9A-Za-z]/g, '').toUpperCase())
        : undefined;
    case 'emails':
      return readable((value as { address: string }[]).map((e) => e.address));
    case 'phones':
      return readable(
        (value as { number?: string; e164?: string }[]).map((p) =>
          p.e164 ? formatPhoneBR(p.e164) : (p.number ?? ''),
        ),
      );
    case 'birthday':
      return dayText(value as string);
    case 'lastContactAt':
      return dateText(value as string);
    case 'address':
      return addressText(value as Person['address']) || undefined;
    case 'customFields': {
      const entries = Object.entries(value as Person['customFields']);
      return entries.length
        ? entries.map(([k, v]) => `${k}: ${customValueText(v) || '—'}`).join('; ')
        : undefined;
    }
    case 'avatarMediaId':
      return 'Outra foto';
    default:
      return undefined;
  }
}

/**
 * THE save of the person's page: a versioned PATCH of what changed; a stale version answers
 * 409 with the current person, which goes into the cache, and the conflict dialog asks.
 * `companyNames` names the company ids the dialog may show.
 */
export function usePersonSave(person: Person | undefined, companyNames: Map<string, string>) {
  const client = useQueryClient();
  const update = useUpdatePerson();
  return useVersionedSave<Person, UpdatePersonBody>({
    record: person,
    send: (body) => update.mutateAsync({ id: person!.id, body }),
    writeCurrent: (current) => writePerson(client, current),
    labels,
    format: (field, value) =>
      field === 'companyId' && typeof value === 'string'
        ? (companyNames.get(value) ?? 'Outra empresa')
        : format(field, value),
  });
}
