import { can, type Action } from '@orbita/contracts';
import { AppError } from './errors';
import type { MemberContext } from './scope';

/**
 * The one policy layer: routes call `authorize(ctx, action)` before the service runs.
 * The role → action table lives in contracts, shared with the web client.
 */
export function authorize(ctx: Pick<MemberContext, 'role'>, action: Action): void {
  if (!can(ctx.role, action)) throw AppError.forbidden();
}
