/** Onboarding markers (spec §3 `checkpoints`). */
export const checkpoints = { welcome: 'boas-vindas', accountType: 'tipo-conta' } as const;
