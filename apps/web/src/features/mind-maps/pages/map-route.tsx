import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoading } from '../../../ui/page-loading';
import { ListMapView } from '../work/list-map-view';

// screens.ts starts this chunk's download together with the route's, so it is ready here.
const MindMapEditorPage = lazy(() => import('../editor/mind-map-page'));

/**
 * `/mind-space/mind-map/:id?`: the editor of map `id`, or — with `?lista=<listId>` — a flow
 * list shown as a read-only map.
 */
export function MapRoute() {
  const [params] = useSearchParams();
  const listId = params.get('lista');
  if (listId) return <ListMapView listId={listId} />;
  return (
    <Suspense fallback={<PageLoading />}>
      <MindMapEditorPage />
    </Suspense>
  );
}
