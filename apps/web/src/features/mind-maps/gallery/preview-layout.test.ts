import { describe, expect, it } from 'vitest';
import { previewLayout, type PreviewNode } from './preview-layout';

const leaf = (text: string): PreviewNode => ({ text, children: [] });

describe('previewLayout', () => {
  it('puts the root in the middle and alternates its branches right and left', () => {
    const layout = previewLayout({
      text: 'Tema',
      children: [
        { text: 'Forças', children: [leaf('a'), leaf('b')] },
        leaf('Fraquezas'),
        leaf('Oportunidades'),
        leaf('Ameaças'),
      ],
    });
    const [root, ...rest] = layout.boxes;
    expect(root).toMatchObject({ depth: 0, y: 0 });
    expect(root!.x + root!.width / 2).toBe(0);
    const firstLevel = rest.filter((b) => b.depth === 1);
    expect(firstLevel).toHaveLength(4);
    // Branches 1 and 3 on the right, 2 and 4 on the left.
    expect(firstLevel.filter((b) => b.x > 0)).toHaveLength(2);
    expect(firstLevel.filter((b) => b.x + b.width < 0)).toHaveLength(2);
    expect(rest.filter((b) => b.depth === 2)).toHaveLength(2);
    // One edge per box but the root, each ending where its box starts.
    expect(layout.edges).toHaveLength(rest.length);
    // Every box inside the viewBox.
    for (const b of layout.boxes) {
      expect(b.x).toBeGreaterThanOrEqual(layout.minX);
      expect(b.x + b.width).toBeLessThanOrEqual(layout.minX + layout.width);
      expect(b.y).toBeGreaterThanOrEqual(layout.minY);
      expect(b.y).toBeLessThanOrEqual(layout.minY + layout.height);
    }
  });

  it('keeps each side centred on the root row and rows apart', () => {
    const layout = previewLayout({
      text: 'R',
      children: [leaf('1'), leaf('2'), leaf('3'), leaf('4'), leaf('5')],
    });
    const right = layout.boxes.filter((b) => b.depth === 1 && b.x > 0).map((b) => b.y);
    expect(right).toHaveLength(3);
    expect(right[0]! + right[2]!).toBeCloseTo(0);
    expect(right[1]! - right[0]!).toBeGreaterThanOrEqual(8);
  });

  it('draws only two levels and at most 40 boxes of a huge outline', () => {
    const deep: PreviewNode = {
      text: 'R',
      children: Array.from({ length: 30 }, (_, i) => ({
        text: `r${i}`,
        children: Array.from({ length: 10 }, (_, j) => ({
          text: `f${j}`,
          children: [leaf('neto')],
        })),
      })),
    };
    const layout = previewLayout(deep);
    expect(layout.boxes.length).toBeLessThanOrEqual(40);
    expect(Math.max(...layout.boxes.map((b) => b.depth))).toBe(2);
  });

  it('draws a lone root', () => {
    const layout = previewLayout(leaf('Em branco'));
    expect(layout.boxes).toHaveLength(1);
    expect(layout.edges).toHaveLength(0);
    // Drawn at a full map's scale: the bar takes a fraction of the view, not all of it.
    expect(layout.boxes[0]!.width / layout.width).toBeLessThan(0.3);
    expect(layout.minX + layout.width / 2).toBeCloseTo(0);
  });
});
