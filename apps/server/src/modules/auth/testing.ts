import type { ModuleTesting } from '../../test/module-testing';

export const testing: ModuleTesting = {
  sweep: {
    params: {
      // A person's own onboarding marker, nothing of the target workspace.
      '/api/app/me/checkpoints/{id}': { ownedByTarget: false, create: async () => 'boas-vindas' },
    },
  },
};
