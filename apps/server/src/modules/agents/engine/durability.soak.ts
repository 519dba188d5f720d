import { durabilitySuite } from './durability-suite';

// Issue 24's figure: 10,000 queued runs, SIGKILL mid-way, each completes exactly once.
durabilitySuite(10_000, 300_000);
