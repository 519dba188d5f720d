import { crashSuite } from './crash-suite';

crashSuite(Number(process.env.CRASH_CYCLES ?? 20), 900_000);
