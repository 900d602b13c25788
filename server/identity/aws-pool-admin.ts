// Member invitations through an AWS Cognito user pool (COGNITO_* settings):
// AdminCreateUser makes the account and Cognito mails its temporary password
// (the pool's own invitation template and TemporaryPasswordValidityDays),
// MessageAction RESEND sends a new one, AdminGetUser and AdminDeleteUser look
// up and delete an account never used. The service's credentials come from
// the AWS SDK's usual chain (environment, shared files, the instance's role);
// they need cognito-idp:AdminCreateUser, AdminGetUser and AdminDeleteUser on
// the pool. Notices to existing accounts go by the service's own mailer.
import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  UsernameExistsException,
  UserNotFoundException,
  type AttributeType,
} from "@aws-sdk/client-cognito-identity-provider";
import type { CognitoPool, Config } from "../config";
import type { Mailer } from "../mail/mailer";
import { invitationNoticeMail } from "./invite-user";
import { PoolUserExistsError, type PoolUserStatus, type UserPoolAdmin } from "./user-pool-admin";

export interface AwsPoolAdminOptions {
  /** Another endpoint than cognito-idp.<region>.amazonaws.com (tests: a local one). */
  endpoint?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const subOf = (attributes: readonly AttributeType[] | undefined) => attributes?.find((attribute) => attribute.Name === "sub")?.Value;

function statusOf(status: string | undefined): PoolUserStatus {
  if (status === "FORCE_CHANGE_PASSWORD") return "invited";
  return status === "CONFIRMED" ? "confirmed" : "other";
}

export function createAwsPoolAdmin(config: Pick<Config, "publicUrl">, pool: CognitoPool, mailer: Mailer, options: AwsPoolAdminOptions = {}): UserPoolAdmin {
  const client = new CognitoIdentityProviderClient({ region: pool.region, ...(options.endpoint ? { endpoint: options.endpoint } : {}), ...(options.credentials ? { credentials: options.credentials } : {}) });
  const UserPoolId = pool.userPoolId;

  async function getUser(email: string) {
    try {
      return await client.send(new AdminGetUserCommand({ UserPoolId, Username: email }));
    } catch (error) {
      if (error instanceof UserNotFoundException) return undefined;
      throw error;
    }
  }

  return {
    async findUser(email) {
      const user = await getUser(email);
      const sub = subOf(user?.UserAttributes);
      return user && sub ? { sub, status: statusOf(user.UserStatus) } : undefined;
    },
    async inviteNewUser(email) {
      try {
        const created = await client.send(
          new AdminCreateUserCommand({
            UserPoolId,
            Username: email,
            UserAttributes: [
              { Name: "email", Value: email },
              // The temporary password comes by e-mail: answering with it proves the address.
              { Name: "email_verified", Value: "true" },
            ],
            DesiredDeliveryMediums: ["EMAIL"],
          }),
        );
        const sub = subOf(created.User?.Attributes);
        if (!sub) throw new Error("AdminCreateUser answered without the user's sub");
        return { sub };
      } catch (error) {
        if (error instanceof UsernameExistsException) throw new PoolUserExistsError(email);
        throw error;
      }
    },
    async notifyExistingUser(email, letter) {
      await mailer.send(invitationNoticeMail(config.publicUrl, email.toLowerCase(), letter));
    },
    async resendInvitation(email, letter) {
      const user = await getUser(email);
      if (user?.UserStatus === "FORCE_CHANGE_PASSWORD") {
        await client.send(new AdminCreateUserCommand({ UserPoolId, Username: email, MessageAction: "RESEND", DesiredDeliveryMediums: ["EMAIL"] }));
      } else {
        await mailer.send(invitationNoticeMail(config.publicUrl, email.toLowerCase(), letter));
      }
    },
    async deleteInvitedUser(email) {
      const user = await getUser(email);
      if (user?.UserStatus === "FORCE_CHANGE_PASSWORD") await client.send(new AdminDeleteUserCommand({ UserPoolId, Username: email }));
    },
  };
}
