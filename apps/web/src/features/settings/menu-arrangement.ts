import { areas, authRoutes, type Area } from '@orbita/contracts/routes';
import type { PersonMenu } from '@orbita/contracts/settings';

export interface MenuGroup {
  area: Area;
  label: string;
  items: { path: string; title: string }[];
}

/** The side menu as the route table has it: its menu screens, grouped by area in the table's order. */
export const baseMenuGroups: MenuGroup[] = (Object.keys(areas) as Area[]).map((area) => ({
  area,
  label: areas[area],
  items: authRoutes
    .filter((r) => r.area === area && 'menu' in r && r.menu)
    .map((r) => ({ path: r.path, title: r.title })),
}));

export interface ArrangedGroup<A extends string = string> {
  area: A;
  label: string;
  items: { path: string; title: string; hidden: boolean }[];
}

/**
 * The route table's menu groups in the person's order: within each area, entries the person
 * ordered come first in that order, the others (new screens) after them in the table's
 * order. `hidden` is marked, not dropped: the editor shows hidden entries, the menu leaves
 * them out (`visibleGroups`).
 */
export function arrangeMenu<A extends string>(
  groups: readonly { area: A; label: string; items: readonly { path: string; title: string }[] }[],
  menu: Pick<PersonMenu, 'order' | 'hidden'> | undefined,
): ArrangedGroup<A>[] {
  const rank = new Map((menu?.order ?? []).map((path, i) => [path, i]));
  const hidden = new Set(menu?.hidden ?? []);
  return groups.map((group) => ({
    area: group.area,
    label: group.label,
    items: group.items
      .map((item, i) => ({ item, i, r: rank.get(item.path) ?? Number.MAX_SAFE_INTEGER }))
      .sort((a, b) => a.r - b.r || a.i - b.i)
      .map(({ item }) => ({ ...item, hidden: hidden.has(item.path) })),
  }));
}

/** What the side menu shows: hidden entries left out, and areas left empty by that too. */
export function visibleGroups<A extends string>(groups: ArrangedGroup<A>[]): ArrangedGroup<A>[] {
  return groups
    .map((g) => ({ ...g, items: g.items.filter((i) => !i.hidden) }))
    .filter((g) => g.items.length > 0);
}

/** The body's `order`: every entry, group after group, as the editor shows them. */
export function orderOf(groups: ArrangedGroup[]): string[] {
  return groups.flatMap((g) => g.items.map((i) => i.path));
}

/** Moves `path` to `to` inside its group (the other groups unchanged). */
export function moveWithinGroup(
  groups: ArrangedGroup[],
  path: string,
  to: number,
): ArrangedGroup[] {
  return groups.map((g) => {
    const from = g.items.findIndex((i) => i.path === path);
    if (from < 0 || to < 0 || to >= g.items.length || from === to) return g;
    const items = [...g.items];
    const [moved] = items.splice(from, 1);
    items.splice(to, 0, moved!);
    return { ...g, items };
  });
}
