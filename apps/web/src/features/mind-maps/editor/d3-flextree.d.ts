// d3-flextree ships no types; only what layout.ts uses is declared.
declare module 'd3-flextree' {
  import type { HierarchyNode } from 'd3-hierarchy';

  export interface FlexNode<T> extends HierarchyNode<T> {
    x: number;
    y: number;
    children?: FlexNode<T>[];
    each(visit: (node: FlexNode<T>) => void): this;
  }

  export interface FlexLayout<T> {
    (root: FlexNode<T>): FlexNode<T>;
    hierarchy(data: T, children?: (d: T) => T[] | null | undefined): FlexNode<T>;
  }

  export function flextree<T>(options: {
    nodeSize: (node: FlexNode<T>) => [number, number];
    spacing?: number | ((a: FlexNode<T>, b: FlexNode<T>) => number);
  }): FlexLayout<T>;
}
