/** Stable `code`s of the workspace API's errors, for programs (people read `message`). */
export const workspaceErrorCodes = {
  accountType: 'workspace.account_type',
  confirmName: 'workspace.confirm_name',
  personal: 'workspace.personal',
  ownerProtected: 'workspace.owner_protected',
  roleAboveOwn: 'workspace.role_above_own',
  alreadyMember: 'workspace.already_member',
  invitePending: 'invite.pending',
  inviteInvalid: 'invite.invalid',
  inviteExpired: 'invite.expired',
  inviteRevoked: 'invite.revoked',
  inviteUsed: 'invite.used',
  inviteEmailMismatch: 'invite.email_mismatch',
  keyRevoked: 'key.revoked',
} as const;
