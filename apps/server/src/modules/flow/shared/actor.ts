import type { DomainEventBase } from '@orbita/contracts';
import type { MemberContext } from '../../../platform/scope';

/** Who a flow write was done by: the member asking, in their workspace. */
export type Member = Pick<MemberContext, 'workspaceId' | 'userId'>;

/** The base of every flow event: the member's workspace and the member as the actor. */
export const byMember = (member: Member): DomainEventBase => ({
  workspaceId: member.workspaceId,
  actorId: member.userId,
});
