import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import {
  Button,
  IconButton,
  InputAdornment,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import {
  publicationStatusLabels,
  publicationVisibilities,
  publicationVisibilityLabels,
  type PublicationStatus,
  type PublicationVisibility,
} from '@orbita/contracts/explore';
import {
  PAGE_SEO_DESCRIPTION_MAX,
  PAGE_SEO_TITLE_MAX,
  PAGE_SLUG_MAX,
  PAGE_TITLE_MAX,
  pageSlugSchema,
} from '@orbita/contracts/pages';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MediaPickerDialog } from '../../../platform/media-picker/media-picker-dialog';
import { notify } from '../../../platform/toasts';
import { pagesQueries } from '../api/queries';
import { MediaThumb } from './blocks/media-thumb';
import type { DraftField, PageDraft } from './draft';

const visibilityHelp: Record<PublicationVisibility, string> = {
  public: 'Aparece no explorar, na busca, no mapa do site e nos feeds.',
  published: 'Como pública, e ainda em destaque no explorar.',
  unlisted: 'Abre só por quem tiver o link; nunca aparece em listas nem buscas.',
  private: 'Só os membros desta conta.',
};

/** The page's public address (`/site/<handle>/<slug>`), from the workspace's public site. */
export function usePublicAddress(slug: string): string | null {
  const site = useQuery(pagesQueries.site());
  if (!site.data) return null;
  return `${site.data.url.replace(/\/$/, '')}/${slug}`;
}

function Counter({ value, max }: { value: string; max: number }) {
  return (
    <span>
      {value.length}/{max}
    </span>
  );
}

/** Title, address, SEO, sharing image, status and visibility of the page's draft. */
export function SettingsPanel({
  draft,
  readOnly,
  canManage,
  onChange,
}: {
  draft: PageDraft;
  readOnly: boolean;
  canManage: boolean;
  onChange: <F extends DraftField>(field: F, value: PageDraft[F]) => void;
}) {
  const [picking, setPicking] = useState(false);
  const address = usePublicAddress(draft.slug);
  const slugOk = pageSlugSchema.safeParse(draft.slug).success;
  const copy = async () => {
    if (!address) return;
    try {
      await navigator.clipboard.writeText(address);
      notify.check('Endereço copiado.');
    } catch {
      notify.error('Não foi possível copiar. Selecione o endereço e copie.');
    }
  };
  const statuses: PublicationStatus[] =
    draft.status === 'production' ? ['production'] : ['draft', 'testing'];
  return (
    <Stack spacing={2}>
      <TextField
        label="Título"
        required
        value={draft.title}
        disabled={readOnly}
        error={!draft.title.trim()}
        helperText={draft.title.trim() ? undefined : 'Informe o título.'}
        onChange={(e) => onChange('title', e.target.value)}
        slotProps={{ htmlInput: { maxLength: PAGE_TITLE_MAX } }}
      />
      <Stack spacing={0.5}>
        <TextField
          label="Endereço (slug)"
          required
          value={draft.slug}
          disabled={readOnly}
          error={!slugOk}
          helperText={slugOk ? undefined : 'Use só letras minúsculas sem acento, números e hífens.'}
          onChange={(e) => onChange('slug', e.target.value.toLowerCase())}
          slotProps={{ htmlInput: { maxLength: PAGE_SLUG_MAX, spellCheck: false } }}
        />
        {address && (
          <TextField
            size="small"
            label="Endereço público"
            value={address}
            slotProps={{
              htmlInput: { readOnly: true },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <Tooltip title="Copiar endereço">
                      <IconButton aria-label="Copiar endereço público" onClick={() => void copy()}>
                        <ContentCopyOutlined fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </InputAdornment>
                ),
              },
            }}
          />
        )}
      </Stack>
      <Typography variant="subtitle2">Buscadores e compartilhamento</Typography>
      <TextField
        label="Título para buscadores"
        value={draft.seoTitle}
        disabled={readOnly}
        onChange={(e) => onChange('seoTitle', e.target.value)}
        helperText={<Counter value={draft.seoTitle} max={PAGE_SEO_TITLE_MAX} />}
        slotProps={{
          htmlInput: { maxLength: PAGE_SEO_TITLE_MAX },
          formHelperText: { sx: { textAlign: 'right' } },
        }}
      />
      <TextField
        label="Descrição para buscadores"
        multiline
        minRows={2}
        value={draft.seoDescription}
        disabled={readOnly}
        onChange={(e) => onChange('seoDescription', e.target.value)}
        helperText={<Counter value={draft.seoDescription} max={PAGE_SEO_DESCRIPTION_MAX} />}
        slotProps={{
          htmlInput: { maxLength: PAGE_SEO_DESCRIPTION_MAX },
          formHelperText: { sx: { textAlign: 'right' } },
        }}
      />
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        {draft.ogImageFileId && <MediaThumb fileId={draft.ogImageFileId} />}
        <Stack spacing={0.5}>
          <Typography variant="body2">Imagem de compartilhamento (Open Graph)</Typography>
          {!readOnly && (
            <Stack direction="row" spacing={1}>
              <Button size="small" variant="outlined" onClick={() => setPicking(true)}>
                {draft.ogImageFileId ? 'Trocar' : 'Escolher imagem'}
              </Button>
              {draft.ogImageFileId && (
                <Button size="small" onClick={() => onChange('ogImageFileId', null)}>
                  Remover
                </Button>
              )}
            </Stack>
          )}
        </Stack>
      </Stack>
      <Typography variant="subtitle2">Situação</Typography>
      <TextField
        select
        label="Status"
        value={draft.status}
        disabled={readOnly || draft.status === 'production'}
        helperText={
          draft.status === 'production'
            ? 'No ar. Use "Despublicar" para tirá-la do ar.'
            : 'Em teste, a página pode ir para revisão antes de publicar.'
        }
        onChange={(e) => onChange('status', e.target.value as PublicationStatus)}
      >
        {statuses.map((s) => (
          <MenuItem key={s} value={s}>
            {publicationStatusLabels[s]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Visibilidade"
        value={draft.visibility}
        disabled={readOnly || !canManage}
        helperText={
          canManage
            ? visibilityHelp[draft.visibility]
            : `${visibilityHelp[draft.visibility]} Só Criador, Admin ou Principal mudam a visibilidade.`
        }
        onChange={(e) => onChange('visibility', e.target.value as PublicationVisibility)}
      >
        {publicationVisibilities.map((v) => (
          <MenuItem key={v} value={v}>
            {publicationVisibilityLabels[v]}
          </MenuItem>
        ))}
      </TextField>
      <MediaPickerDialog
        open={picking}
        title="Imagem de compartilhamento"
        kind="image"
        onClose={() => setPicking(false)}
        onPick={(file) => {
          setPicking(false);
          onChange('ogImageFileId', file.id);
        }}
      />
    </Stack>
  );
}
