import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  addChild,
  initMap,
  readTree,
  ROOT_ID,
  updateNode,
  type TreeNode,
} from '@orbita/contracts/mind-map-doc';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { layoutMap, type MapGeometry } from './layout';
import {
  PresentButton,
  PresentationOverlay,
  PresentationSpotlight,
  usePresentation,
  type PresentationViewport,
} from './presentation';
import { presentationSteps, PRESENT_MAX_ZOOM, viewFor } from './presentation-steps';

const measure = (n: TreeNode) => ({ w: 40 + n.text.length * 7, h: 30 });

/** Centro → A (A1 → A1a, A2), B, C folded over C1. */
function sampleGeometry(): MapGeometry {
  const doc = new Y.Doc();
  initMap(doc, 'Centro');
  const a = addChild(doc, ROOT_ID, 'A');
  const a1 = addChild(doc, a, 'A1');
  addChild(doc, a1, 'A1a');
  addChild(doc, a, 'A2');
  addChild(doc, ROOT_ID, 'B');
  const c = addChild(doc, ROOT_ID, 'C');
  addChild(doc, c, 'C1');
  updateNode(doc, c, { collapsed: true });
  return layoutMap(readTree(doc), 'both', measure);
}

describe('presentationSteps', () => {
  it('walks the overview, then each main branch and each sub-branch, in reading order', () => {
    const geometry = sampleGeometry();
    const steps = presentationSteps(geometry);
    expect(steps.map((s) => s.text)).toEqual(['Centro', 'A', 'A1', 'B', 'C']);
    // A step frames its node with everything placed under it.
    const box = (text: string) => geometry.nodes.find((n) => n.node.text === text)!;
    const a = steps[1]!.bounds;
    for (const text of ['A', 'A1', 'A1a', 'A2']) {
      const n = box(text);
      expect(n.x).toBeGreaterThanOrEqual(a.minX);
      expect(n.x + n.w).toBeLessThanOrEqual(a.maxX);
      expect(n.y).toBeGreaterThanOrEqual(a.minY);
      expect(n.y + n.h).toBeLessThanOrEqual(a.maxY);
    }
    expect(steps[4]!.bounds).toEqual({
      minX: box('C').x,
      minY: box('C').y,
      maxX: box('C').x + box('C').w,
      maxY: box('C').y + box('C').h,
    });
  });

  it('frames a step centred, as large as fits, never past the zoom cap', () => {
    const view = viewFor({ minX: 100, minY: 0, maxX: 300, maxY: 100 }, { w: 1000, h: 800 }, 50, 0);
    // 900/200 = 4.5 and 700/100 = 7 → capped.
    expect(view.k).toBe(PRESENT_MAX_ZOOM);
    // The bounds' centre (200, 50) lands on the frame's centre.
    expect(view.x + 200 * view.k).toBeCloseTo(500);
    expect(view.y + 50 * view.k).toBeCloseTo(400);
    const wide = viewFor({ minX: 0, minY: 0, maxX: 4000, maxY: 100 }, { w: 1000, h: 800 }, 50, 0);
    expect(wide.k).toBeCloseTo(900 / 4000);
  });
});

function fakeViewport(): PresentationViewport & { set: ReturnType<typeof vi.fn> } {
  const vp = {
    view: { x: 7, y: 8, k: 0.9 },
    set: vi.fn((view: { x: number; y: number; k: number }) => {
      vp.view = view;
    }),
    size: () => ({ w: 1200, h: 800 }),
  };
  return vp;
}

function Harness({
  geometry,
  viewport,
  onEditorKey,
}: {
  geometry: MapGeometry;
  viewport: PresentationViewport;
  onEditorKey: (key: string) => void;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const presentation = usePresentation({ geometry, viewport, target: frame });
  return (
    <>
      <PresentButton onClick={presentation.start} />
      <div
        ref={frame}
        data-testid="frame"
        style={{ height: 300 }}
        tabIndex={0}
        onKeyDown={(e) => onEditorKey(e.key)}
      >
        <div data-testid="world">
          <PresentationSpotlight presentation={presentation} />
        </div>
        <PresentationOverlay presentation={presentation} />
      </div>
    </>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(HTMLElement.prototype, 'requestFullscreen');
  Reflect.deleteProperty(document, 'fullscreenElement');
});

describe('presentation mode', () => {
  it('walks with keys and swipes, keeps them from the editor, and restores everything on Esc', async () => {
    const geometry = sampleGeometry();
    const steps = presentationSteps(geometry);
    const viewport = fakeViewport();
    const editorKeys: string[] = [];
    render(
      <Harness geometry={geometry} viewport={viewport} onEditorKey={(k) => editorKeys.push(k)} />,
    );
    const frame = screen.getByTestId('frame');
    fireEvent.click(screen.getByRole('button', { name: 'Apresentar' }));
    expect(await screen.findByText('1 / 5 · Visão geral')).toBeVisible();
    expect(screen.getByText('→ ou Espaço: próximo · ←: anterior · Esc: sair')).toBeInTheDocument();
    // No Fullscreen API in this browser: pinned over the window instead.
    await vi.waitFor(() => expect(frame).toHaveAttribute('data-presenting', 'fallback'));
    expect(frame.style.position).toBe('fixed');
    expect(viewport.set).toHaveBeenLastCalledWith(viewFor(steps[0]!.bounds, viewport.size()));

    fireEvent.keyDown(frame, { key: 'ArrowRight' });
    expect(screen.getByText('2 / 5 · A')).toBeVisible();
    expect(viewport.set).toHaveBeenLastCalledWith(viewFor(steps[1]!.bounds, viewport.size()));
    expect(document.querySelector('[data-presentation-step]')).toHaveAttribute(
      'data-presentation-step',
      steps[1]!.id,
    );
    fireEvent.keyDown(frame, { key: ' ' });
    expect(screen.getByText('3 / 5 · A1')).toBeVisible();
    fireEvent.keyDown(frame, { key: 'ArrowLeft' });
    expect(screen.getByText('2 / 5 · A')).toBeVisible();
    fireEvent.keyDown(frame, { key: 'x' }); // would start typing in the editor
    expect(editorKeys).toEqual([]);

    // A swipe to the left turns the page forward, to the right back; a vertical one nothing.
    const region = screen.getByRole('region', { name: 'Apresentação' });
    const swipe = (dx: number, dy: number) => {
      fireEvent.touchStart(region, { touches: [{ clientX: 200, clientY: 200 }] });
      fireEvent.touchEnd(region, { changedTouches: [{ clientX: 200 + dx, clientY: 200 + dy }] });
    };
    swipe(-120, 10);
    expect(screen.getByText('3 / 5 · A1')).toBeVisible();
    swipe(10, -150);
    expect(screen.getByText('3 / 5 · A1')).toBeVisible();
    swipe(120, 0);
    expect(screen.getByText('2 / 5 · A')).toBeVisible();
    fireEvent.keyDown(frame, { key: 'End' });
    expect(screen.getByText('5 / 5 · C')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Próximo' })).toBeDisabled();

    fireEvent.keyDown(frame, { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'Apresentação' })).toBeNull();
    expect(frame).not.toHaveAttribute('data-presenting');
    expect(frame.style.position).toBe('');
    expect(frame.style.height).toBe('300px');
    expect(viewport.view).toEqual({ x: 7, y: 8, k: 0.9 });
    fireEvent.keyDown(frame, { key: 'x' });
    expect(editorKeys).toEqual(['x']);
  });

  it('goes full screen where it can, and ends when the browser leaves full screen (Esc)', async () => {
    const geometry = sampleGeometry();
    let fullscreen: Element | null = null;
    Object.defineProperty(document, 'fullscreenElement', {
      get: () => fullscreen,
      configurable: true,
    });
    const request = vi.fn(() => {
      fullscreen = screen.getByTestId('frame');
      return Promise.resolve();
    });
    Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', {
      value: request,
      configurable: true,
    });
    render(<Harness geometry={geometry} viewport={fakeViewport()} onEditorKey={() => {}} />);
    const frame = screen.getByTestId('frame');
    fireEvent.click(screen.getByRole('button', { name: 'Apresentar' }));
    await vi.waitFor(() => expect(frame).toHaveAttribute('data-presenting', 'fullscreen'));
    expect(request).toHaveBeenCalledOnce();
    expect(request.mock.contexts[0]).toBe(frame); // the canvas frame, not the page
    expect(frame.style.position).toBe('');

    act(() => {
      fullscreen = null;
      document.dispatchEvent(new Event('fullscreenchange'));
    });
    expect(screen.queryByRole('region', { name: 'Apresentação' })).toBeNull();
  });
});
