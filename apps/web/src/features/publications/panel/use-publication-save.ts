import {
  publicationStatusLabels,
  publicationVisibilityLabels,
  type PublicationStatus,
  type PublicationVisibility,
} from '@orbita/contracts/explore';
import type { Publication, UpdatePublicationBody } from '@orbita/contracts/publications';
import { areas, type Area } from '@orbita/contracts/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useVersionedSave } from '../../../platform/concurrency';
import { dayjs } from '../../../platform/dates';
import { notify } from '../../../platform/toasts';
import { useUpdatePublication, writePublication } from '../api/mutations';

const labels: Record<keyof UpdatePublicationBody, string> = {
  title: 'Título',
  slug: 'Endereço (slug)',
  module: 'Módulo',
  tags: 'Etiquetas',
  coverFileId: 'Capa',
  excerpt: 'Resumo',
  authorIds: 'Autores',
  status: 'Status',
  visibility: 'Visibilidade',
  scheduledAt: 'Agendamento',
  version: 'Versão',
};

/**
 * THE save of a publication's metadata (title, slug, módulo, tags, capa, resumo, autores,
 * status, visibilidade, agendamento): the version the edit began on goes along, a newer one
 * answers 409 and the platform's conflict dialog (`dialog`, to be rendered once) asks to reapply
 * or discard. Other errors show as a toast and reject, so a field can keep the person's text.
 */
export function usePublicationSave(
  item: Publication | undefined,
  memberName: (id: string) => string | undefined,
) {
  const client = useQueryClient();
  const update = useUpdatePublication(item?.id ?? '');
  const versioned = useVersionedSave<Publication, UpdatePublicationBody>({
    record: item,
    send: update.mutateAsync,
    writeCurrent: useCallback(
      (current: Publication) => writePublication(client, current),
      [client],
    ),
    labels,
    format: (field, value) => {
      if (field === 'status') return publicationStatusLabels[value as PublicationStatus];
      if (field === 'visibility')
        return publicationVisibilityLabels[value as PublicationVisibility];
      if (field === 'module') return value ? areas[value as Area] : 'Nenhum';
      if (field === 'scheduledAt')
        return typeof value === 'string' ? dayjs(value).format('DD/MM/YYYY HH:mm') : 'Nenhum';
      if (field === 'authorIds' && Array.isArray(value))
        return value.map((id: string) => memberName(id) ?? 'Alguém').join(', ') || '—';
      return undefined;
    },
  });
  const { save: versionedSave } = versioned;
  const save = useCallback(
    (body: UpdatePublicationBody, version?: number) =>
      versionedSave(body, version).catch((error: Error) => {
        notify.error(error.message);
        throw error;
      }),
    [versionedSave],
  );
  return { save, dialog: versioned.dialog };
}

export type PublicationSave = ReturnType<typeof usePublicationSave>['save'];
