import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { productsQueries } from '../api/queries';

/** The name of a points price's resource, read only when some price is in points. */
export function useResourceNames(needed: boolean): (id: string) => string | undefined {
  const resources = useQuery({ ...productsQueries.resources(), enabled: needed });
  return useCallback(
    (id: string) => resources.data?.find((r) => r.id === id)?.name,
    [resources.data],
  );
}
