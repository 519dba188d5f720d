/** Levels from XP (all-time points in the game) against the game's thresholds. */
export interface LevelDef {
  level: number;
  name: string;
  xpThreshold: number;
}

export interface LevelStanding {
  level: { n: number; name: string } | null;
  nextLevel: { n: number; name: string; xpThreshold: number } | null;
  /** 0..1 from the current level's threshold to the next one (1 at the top level). */
  progress: number;
}

/** `levels` sorted by xpThreshold ascending. A level is reached when XP ≥ its threshold. */
export function levelFor(levels: readonly LevelDef[], xp: number): LevelStanding {
  let index = -1;
  for (let i = 0; i < levels.length; i++) if (xp >= levels[i]!.xpThreshold) index = i;
  const current = index >= 0 ? levels[index]! : null;
  const next = levels[index + 1] ?? null;
  const from = current?.xpThreshold ?? 0;
  const progress = next
    ? Math.min(1, Math.max(0, (xp - from) / Math.max(1, next.xpThreshold - from)))
    : levels.length > 0
      ? 1
      : 0;
  return {
    level: current ? { n: current.level, name: current.name } : null,
    nextLevel: next ? { n: next.level, name: next.name, xpThreshold: next.xpThreshold } : null,
    progress,
  };
}
