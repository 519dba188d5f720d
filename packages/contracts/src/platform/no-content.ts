import { z } from 'zod';

/** The response schema of a 204: no body (the client reads `undefined`). */
export const noContentSchema = z.null();
