// Slot: replaced by its owner helper (shows the "won" toast for grants arriving on the user queue).
export function useWonToasts(): void {}
