import { call } from '../../resilience/api-client';
import type { ModuleTesting } from '../../test/module-testing';

/** No records; every signed-out visit reads the public config, so it joins the load mix. */
export const testing: ModuleTesting = {
  reads: [
    {
      name: 'configuração pública',
      weight: 1,
      read: (base) => call(base, 'GET', '/api/public/config'),
    },
  ],
};
