import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import type { MindMapListFilter, MindMapTemplate } from '@orbita/contracts/mind-maps';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useCan } from '../../../platform/session/app-state';
import { notify } from '../../../platform/toasts';
import { PageHeader } from '../../../ui/page-header';
import { EmptyState, LoadingBlocks, QueryError } from '../../../ui/query-states';
import { useCreateMindMap } from '../api/mutations';
import { mindMapsQueries } from '../api/queries';
import { MapCard, mapPath, nodeCountText } from '../pages/map-card';
import { useMapActions } from '../pages/use-map-actions';
import { MapPreview } from './map-preview';

/** How many recent and favourite maps the gallery shows; the list has them all. */
const SHOWN = 8;

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
} as const;

function TemplateCard({
  template,
  canCreate,
  busy,
  onUse,
}: {
  template: MindMapTemplate;
  canCreate: boolean;
  busy: boolean;
  onUse: () => void;
}) {
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={`Modelo ${template.title}`}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <MapPreview preview={template.preview} height={130} />
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500 }}>
          {template.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {template.description}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          {nodeCountText(template.nodeCount)}
        </Typography>
      </CardContent>
      {canCreate && (
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Button
            variant={template.key === 'blank' ? 'outlined' : 'contained'}
            loading={busy}
            onClick={onUse}
            aria-label={`Usar modelo ${template.title}`}
          >
            Usar modelo
          </Button>
        </CardActions>
      )}
    </Card>
  );
}

/** A row of the person's maps (recent or favourite), or nothing while there are none. */
function MapsSection({ title, filter }: { title: string; filter: MindMapListFilter }) {
  const list = useInfiniteQuery(mindMapsQueries.list({ filter, limit: SHOWN }));
  const { actionsFor, dialogs } = useMapActions();
  const maps = (list.data?.pages[0]?.items ?? []).slice(0, SHOWN);
  if (list.isSuccess && maps.length === 0) return null;
  const headingId = `mind-place-${filter}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, mb: 1.5 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <Button
          component={Link}
          to={
            filter === 'favourites'
              ? '/mind-space/mind-maps?aba=favoritos'
              : '/mind-space/mind-maps'
          }
          size="small"
        >
          Ver todos
        </Button>
      </Box>
      {list.isPending ? (
        <LoadingBlocks
          label={`Carregando ${title.toLowerCase()}`}
          height={180}
          count={4}
          columns={4}
        />
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Box role="list" aria-label={title} sx={grid}>
          {maps.map((map) => (
            <Box role="listitem" key={map.id}>
              <MapCard map={map} actions={actionsFor(map)} />
            </Box>
          ))}
        </Box>
      )}
      {dialogs}
    </Box>
  );
}

/** `/mind-space/mind-place`: the templates to start a map from, then recent and favourite maps. */
export function MindPlacePage() {
  const canCreate = useCan('structure.manage');
  const templates = useQuery(mindMapsQueries.templates());
  const create = useCreateMindMap();
  const navigate = useNavigate();
  const use = (template: MindMapTemplate) =>
    create.mutate(
      { templateKey: template.key },
      {
        onSuccess: (map) => {
          notify.success(`Mapa criado a partir de ${template.title}.`);
          void navigate(mapPath(map.id));
        },
        onError: (error) => notify.error(error.message),
      },
    );
  const using = create.isPending ? create.variables?.templateKey : undefined;
  return (
    <Box sx={{ maxWidth: 1600 }}>
      <PageHeader
        title="Mind place"
        subtitle="Mind space"
        actions={
          <Button component={Link} to="/mind-space/mind-maps" variant="outlined">
            Todos os mapas
          </Button>
        }
      />
      <Box component="section" aria-labelledby="mind-place-templates">
        <Typography id="mind-place-templates" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          Modelos
        </Typography>
        {templates.isPending ? (
          <LoadingBlocks label="Carregando modelos" height={260} count={6} columns={3} />
        ) : templates.isError ? (
          <QueryError error={templates.error} onRetry={() => void templates.refetch()} />
        ) : templates.data.items.length === 0 ? (
          <EmptyState icon={<AccountTreeOutlined />} title="Nenhum modelo disponível." />
        ) : (
          <Box role="list" aria-label="Modelos" sx={grid}>
            {templates.data.items.map((template) => (
              <Box role="listitem" key={template.key}>
                <TemplateCard
                  template={template}
                  canCreate={canCreate}
                  busy={using === template.key}
                  onUse={() => use(template)}
                />
              </Box>
            ))}
          </Box>
        )}
      </Box>
      <MapsSection title="Recentes" filter="active" />
      <MapsSection title="Favoritos" filter="favourites" />
    </Box>
  );
}
