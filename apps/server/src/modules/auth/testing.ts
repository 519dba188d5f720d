import type { ModuleTesting } from '../../test/module-testing';
import { authReads, authWriters } from './load-writers';

export const testing: ModuleTesting = {
  sweep: {
    params: {
      // A person's own onboarding marker, nothing of the target workspace.
      '/api/app/me/checkpoints/{id}': { ownedByTarget: false, create: async () => 'boas-vindas' },
    },
  },
  writers: authWriters,
  reads: authReads,
};
