import { afterAll } from 'vitest';
import { closeOpenedInFile } from './kit/app';

// Runs for every server test file (setupFiles): whatever the kit opened during the file —
// in a beforeAll too, where the kit's own afterAll is ignored — is closed when it ends.
afterAll(closeOpenedInFile);
