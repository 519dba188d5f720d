import { crashSuite } from './crash-suite';

// The short run for `npm test`; `npm run test:soak` runs 20 cycles (crash.soak.ts).
crashSuite(Number(process.env.CRASH_CYCLES ?? 3), 120_000);
