// Member invitations through the embedded user pool: its own users table and
// mailer (invite-user.ts), as AdminCreateUser would do on AWS.
import { CognitoError } from "./errors";
import { invitationNoticeMail, inviteUser, resendTemporaryPassword } from "./invite-user";
import type { IdentityService } from "./service";
import { deleteUser, findUserByUsername } from "./store/users";
import { PoolUserExistsError, type UserPoolAdmin } from "./user-pool-admin";

export function createEmbeddedPoolAdmin(service: IdentityService): UserPoolAdmin {
  return {
    async findUser(email) {
      const user = await findUserByUsername(service, email);
      if (!user) return undefined;
      return { sub: user.sub, status: user.status === "FORCE_CHANGE_PASSWORD" ? "invited" : user.status === "CONFIRMED" ? "confirmed" : "other" };
    },
    async inviteNewUser(email, letter) {
      try {
        const { sub } = await inviteUser(service, { email, letter });
        return { sub };
      } catch (error) {
        if (error instanceof CognitoError && error.type === "UsernameExistsException") throw new PoolUserExistsError(email);
        throw error;
      }
    },
    async notifyExistingUser(email, letter) {
      await service.mailer.send(invitationNoticeMail(service.config.publicUrl, email.toLowerCase(), letter));
    },
    async resendInvitation(email, letter) {
      const user = await findUserByUsername(service, email);
      if (user?.status === "FORCE_CHANGE_PASSWORD") await resendTemporaryPassword(service, email, letter);
      else await service.mailer.send(invitationNoticeMail(service.config.publicUrl, email.toLowerCase(), letter));
    },
    async deleteInvitedUser(email) {
      const user = await findUserByUsername(service, email);
      if (user?.status === "FORCE_CHANGE_PASSWORD") await deleteUser(service, user.sub);
    },
  };
}
