import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A side drawer whose record is in the URL (`?tarefa=<id>`, `?cartao=<id>`), so it can be
 * shared and reloaded. It opens on the click itself (a synchronous update) and the URL
 * follows in the router's transition, which draws the whole route again: opening a task from
 * a list of 50 waited ~300 ms for that at 4x CPU, ~160 ms without (issue 26). Once the URL
 * moves on from what it said at the click (to this record, another, or none after Back), the
 * URL decides again. `open` and `close` keep their identity, so memoised boards that receive
 * them are not drawn again.
 */
export function useUrlDrawer(name: string): {
  shown: string | null;
  open: (id: string) => void;
  close: () => void;
} {
  const [params, setParams] = useSearchParams();
  const [opening, setOpening] = useState<{ id: string; from: string | null } | null>(null);
  const inUrl = params.get(name);
  if (opening && inUrl !== opening.from) setOpening(null);
  // `setParams` changes with every query change: read through a ref.
  const setParamsRef = useRef(setParams);
  useLayoutEffect(() => {
    setParamsRef.current = setParams;
  });
  const open = useCallback(
    (id: string) => {
      setOpening({ id, from: new URLSearchParams(window.location.search).get(name) });
      setParamsRef.current((p) => {
        p.set(name, id);
        return p;
      });
    },
    [name],
  );
  const close = useCallback(() => {
    setOpening(null);
    setParamsRef.current((p) => {
      p.delete(name);
      return p;
    });
  }, [name]);
  return { shown: opening ? opening.id : inUrl, open, close };
}
