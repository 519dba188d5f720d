import type { FastifyPluginAsync } from 'fastify';

/** Cash flow, statement import (OFX/CSV) and CSV export. */
export const reportRoutes: FastifyPluginAsync = async () => {};
