/**
 * Where the focus goes in a grid of `count` cells laid in rows of `columns` on a key press,
 * or null when the key is not a move. Arrows move by one (up/down by a row), Home/End go to
 * the row's ends, Ctrl+Home/End to the first/last file, PageUp/PageDown by `page` rows.
 */
export function nextIndex(
  current: number,
  key: string,
  columns: number,
  count: number,
  options: { ctrl?: boolean; page?: number } = {},
): number | null {
  if (count === 0) return null;
  const cols = Math.max(1, columns);
  const last = count - 1;
  const rowStart = current - (current % cols);
  const clamp = (i: number) => Math.max(0, Math.min(last, i));
  switch (key) {
    case 'ArrowRight':
      return clamp(current + 1);
    case 'ArrowLeft':
      return clamp(current - 1);
    case 'ArrowDown':
      return current + cols <= last ? current + cols : current;
    case 'ArrowUp':
      return current - cols >= 0 ? current - cols : current;
    case 'Home':
      return options.ctrl ? 0 : rowStart;
    case 'End':
      return options.ctrl ? last : clamp(rowStart + cols - 1);
    case 'PageDown':
      return clamp(current + cols * (options.page ?? 3));
    case 'PageUp':
      return clamp(current - cols * (options.page ?? 3));
    default:
      return null;
  }
}

/** Columns that fit in `width` for tiles at least `minTile` wide with `gap` between them. */
export function columnsFor(width: number, minTile: number, gap: number): number {
  if (width <= 0) return 1;
  return Math.max(2, Math.floor((width + gap) / (minTile + gap)));
}
