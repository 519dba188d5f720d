import { Skeleton } from '@mui/material';
import { lazy, Suspense, type ComponentProps } from 'react';

// The panel (its queries, dialogs and the graph's opener) loads after the record it sits
// under: it is the last section of six screens, and in their first chunk it pushed the
// person and list screens past the 150 KB lazy-chunk budget (bench/web-sizes.ts).
const Panel = lazy(() => import('./nexos-panel').then((m) => ({ default: m.NexosPanel })));

/** The nexos panel: one line on any record's page (`<NexosPanel kind="pessoa" id={id} />`). */
export function NexosPanel(props: ComponentProps<typeof Panel>) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={56} aria-label="Carregando nexos" />}>
      <Panel {...props} />
    </Suspense>
  );
}
