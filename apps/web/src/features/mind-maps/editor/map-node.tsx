import { memo, type ReactNode } from 'react';
import type { PlacedNode } from './layout';
import { nodeFont } from './measure';

/** The DOM id of a node's element (the canvas's aria-activedescendant points at it). */
export const nodeDomId = (id: string) => `mm-node-${id}`;

interface Props {
  placed: PlacedNode;
  selected: boolean;
  focused: boolean;
  /** Hidden under the inline editor while its text is being typed. */
  editing: boolean;
  dragging: boolean;
  /** How many of its descendants the node has at all (aria: a leaf has no expanded state). */
  childCount: number;
  /** The linked task's live badge (code on its status colour); else the code the doc holds. */
  badge?: ReactNode;
}

/**
 * One idea on the canvas: an absolutely placed box (the map's container moves and scales them
 * all at once). Memoized on what it shows, so an edit or a new selection re-renders only the
 * nodes it changes, not 2,000. Styles are class rules of the canvas (editor-styles.ts), not
 * per-node CSS-in-JS.
 */
export const MapNode = memo(function MapNode({
  placed,
  selected,
  focused,
  editing,
  dragging,
  childCount,
  badge,
}: Props) {
  const { node, x, y, w, h, color, hidden } = placed;
  const depth = Math.min(node.depth, 2);
  const font = nodeFont(depth);
  const classes = [
    'mm-node',
    `mm-d${depth}`,
    selected && 'mm-selected',
    focused && 'mm-focused',
    dragging && 'mm-dragging',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      id={nodeDomId(node.id)}
      data-node-id={node.id}
      role="treeitem"
      aria-level={node.depth + 1}
      aria-selected={selected}
      aria-expanded={childCount > 0 ? !node.collapsed : undefined}
      aria-label={node.text || 'Ideia sem texto'}
      className={classes}
      style={{
        left: x,
        top: y,
        width: w,
        height: h,
        fontSize: font.size,
        fontWeight: font.weight,
        ['--mm-color' as string]: color,
        visibility: editing ? 'hidden' : undefined,
      }}
    >
      {node.icon && (
        <span className="mm-icon" aria-hidden>
          {node.icon}
        </span>
      )}
      <span className={node.text ? 'mm-text' : 'mm-text mm-empty'}>
        {node.text || 'Nova ideia'}
      </span>
      {node.link && (
        <a
          className="mm-link"
          href={node.link}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Abrir link: ${node.link}`}
          title={node.link}
          tabIndex={-1}
        >
          ↗
        </a>
      )}
      {node.note && (
        <span className="mm-note" role="img" aria-label="Tem nota" title={node.note}>
          ✎
        </span>
      )}
      {badge ? (
        <span className="mm-badge" style={{ flexShrink: 0 }}>
          {badge}
        </span>
      ) : (
        node.taskCode && (
          <span className="mm-task" title={`Tarefa ${node.taskCode}`}>
            {node.taskCode}
          </span>
        )
      )}
      {hidden > 0 && (
        <button
          type="button"
          className={`mm-more mm-more-${placed.side ?? 'right'}`}
          data-fold={node.id}
          tabIndex={-1}
          aria-label={`Mostrar ${hidden} ${hidden === 1 ? 'ideia escondida' : 'ideias escondidas'}`}
        >
          +{hidden}
        </button>
      )}
    </div>
  );
});
