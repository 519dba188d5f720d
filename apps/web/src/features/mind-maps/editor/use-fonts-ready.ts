import { useEffect, useState } from 'react';
import { clearMeasures } from './measure';

/**
 * A counter that moves once the page's web fonts have loaded, after the measures taken in the
 * fallback font are forgotten: the layout then re-measures every node in Roboto (a box sized
 * for the fallback wrapped "Pesquisa de mercado 7" onto two lines).
 */
export function useFontsReady(): number {
  const [epoch, setEpoch] = useState(0);
  useEffect(() => {
    let live = true;
    // `ready` alone may resolve before a face nobody has drawn yet is even requested.
    const faces = ['400 14px Roboto', '600 15px Roboto', '700 18px Roboto'];
    const fonts = document.fonts;
    if (!fonts) return;
    void Promise.all(faces.map((f) => fonts.load(f).catch(() => []))).then(() => {
      if (!live) return;
      clearMeasures();
      setEpoch((e) => e + 1);
    });
    return () => {
      live = false;
    };
  }, []);
  return epoch;
}
