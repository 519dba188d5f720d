import { durabilitySuite } from './durability-suite';

// The short run for `npm test`; durability.soak.ts runs the 10,000 of the issue.
durabilitySuite(Number(process.env.AGENTS_DURABILITY_RUNS ?? 300), 150_000);
