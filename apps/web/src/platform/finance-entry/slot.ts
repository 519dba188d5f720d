import type { ComponentType } from 'react';

/** What another feature gives finance's "Novo lançamento" dialog (a chat message → an entry). */
export interface FinanceEntryDialogProps {
  open: boolean;
  /** Prefill: value in centavos (null: empty) and description. */
  preset: { value: number | null; description: string };
  onClose: () => void;
}

type Loader = () => Promise<ComponentType<FinanceEntryDialogProps>>;
let loader: Loader | null = null;

/**
 * Finance's entry dialog for other features (a feature imports no other), as the media
 * picker's slot: the app's module manifest provides the loader of features/finance's
 * dialog, and `FinanceEntryDialog` (finance-entry-dialog.tsx) loads it on first use.
 */
export function provideFinanceEntryDialog(load: Loader): void {
  loader = load;
}

export function financeEntryDialogLoader(): Loader | null {
  return loader;
}
