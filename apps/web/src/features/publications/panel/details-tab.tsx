import { Box, MenuItem, TextField } from '@mui/material';
import {
  publicationStatuses,
  publicationStatusLabels,
  publicationVisibilities,
  publicationVisibilityLabels,
  type PublicationStatus,
  type PublicationVisibility,
} from '@orbita/contracts/explore';
import {
  editableStatuses,
  PUBLICATION_EXCERPT_MAX,
  PUBLICATION_SLUG_MAX,
  publicationModules,
  type Publication,
  type UpdatePublicationBody,
} from '@orbita/contracts/publications';
import { areas, type Area } from '@orbita/contracts/routes';
import type { Member } from '@orbita/contracts/workspaces';
import { AuthorsField } from './authors-field';
import { CoverField } from './cover-field';
import { PublicAddress } from './public-address';
import { PublishSection } from './publish-section';
import { SavingText } from './saving-text';
import { TagsField } from './tags-field';
import type { PublicationSave } from './use-publication-save';

/** What each visibility means once the publication is in production. */
const visibilityHelp: Record<PublicationVisibility, string> = {
  public: 'Quando estiver no ar, abre pelo endereço e aparece no explorar, na busca e nos feeds.',
  published: 'Como Pública, e ainda em destaque no explorar.',
  unlisted:
    'Quando estiver no ar, abre só para quem tem o endereço: não aparece em listas, busca nem feeds.',
  private: 'Só os membros da conta leem, mesmo no ar.',
};

const editable = (status: Publication['status']) =>
  (editableStatuses as readonly string[]).includes(status);

/**
 * The publication's details in the side panel. Editor and up change the text fields, tags,
 * cover, authors and draft ↔ teste; visibility, scheduling and publishing are Criador's and up
 * (PRODUCT.md §1), so an Editor sees them read-only. Each field saves on its own.
 */
export function DetailsTab({
  item,
  members,
  membersLoading,
  canWrite,
  canManage,
  save,
}: {
  item: Publication;
  members: Member[];
  membersLoading: boolean;
  canWrite: boolean;
  canManage: boolean;
  save: PublicationSave;
}) {
  const run = (body: UpdatePublicationBody) => save(body);
  const live = item.status === 'production';
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <SavingText
          label="Endereço (slug)"
          value={item.slug}
          version={item.version}
          readOnly={!canWrite}
          maxLength={PUBLICATION_SLUG_MAX}
          onSave={(slug, version) => save({ slug: slug.trim() }, version)}
        />
        <PublicAddress slug={item.slug} live={live && item.visibility !== 'private'} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
        <TextField
          select
          size="small"
          label="Status"
          value={item.status}
          disabled={!canWrite || live}
          helperText={live ? 'No ar. Para voltar a rascunho, despublique.' : undefined}
          slotProps={{
            select: { renderValue: (value) => publicationStatusLabels[value as PublicationStatus] },
          }}
          onChange={(e) =>
            void run({ status: e.target.value as 'draft' | 'testing' }).catch(() => undefined)
          }
        >
          {publicationStatuses.map((s) => (
            <MenuItem key={s} value={s} disabled={!editable(s)}>
              {s === 'production'
                ? `${publicationStatusLabels[s]} (ao publicar)`
                : publicationStatusLabels[s]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Visibilidade"
          value={item.visibility}
          disabled={!canManage}
          onChange={(e) =>
            void run({ visibility: e.target.value as PublicationVisibility }).catch(() => undefined)
          }
        >
          {publicationVisibilities.map((v) => (
            <MenuItem key={v} value={v}>
              {publicationVisibilityLabels[v]}
            </MenuItem>
          ))}
        </TextField>
        <Box
          component="p"
          sx={{ gridColumn: '1 / -1', m: 0, typography: 'body2', color: 'text.secondary' }}
        >
          {visibilityHelp[item.visibility]}
          {!canManage && ' Só Criador, Admin ou Principal mudam a visibilidade e publicam.'}
        </Box>
      </Box>
      {canManage && <PublishSection item={item} save={save} />}
      <TextField
        select
        size="small"
        label="Módulo"
        value={item.module ?? ''}
        disabled={!canWrite}
        onChange={(e) =>
          void run({ module: (e.target.value || null) as Area | null }).catch(() => undefined)
        }
      >
        <MenuItem value="">Nenhum</MenuItem>
        {publicationModules.map((area) => (
          <MenuItem key={area} value={area}>
            {areas[area]}
          </MenuItem>
        ))}
      </TextField>
      <TagsField tags={item.tags} readOnly={!canWrite} onSave={(tags) => run({ tags })} />
      <SavingText
        label="Resumo"
        value={item.excerpt}
        version={item.version}
        multiline
        readOnly={!canWrite}
        maxLength={PUBLICATION_EXCERPT_MAX}
        onSave={(excerpt, version) => save({ excerpt }, version)}
      />
      <CoverField
        fileId={item.coverFileId}
        readOnly={!canWrite}
        onSave={(coverFileId) => run({ coverFileId })}
      />
      <AuthorsField
        authorIds={item.authorIds}
        members={members}
        loading={membersLoading}
        readOnly={!canWrite}
        onSave={(authorIds) => run({ authorIds })}
      />
    </Box>
  );
}
