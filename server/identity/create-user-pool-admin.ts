// The user pool member invitations go through, chosen by settings as the
// token verifier is (pool-token-verifier.ts): COGNITO_* set, the AWS pool;
// else the embedded one.
import type { Config } from "../config";
import type { Mailer } from "../mail/mailer";
import { createAwsPoolAdmin, type AwsPoolAdminOptions } from "./aws-pool-admin";
import { createEmbeddedPoolAdmin } from "./embedded-pool-admin";
import type { IdentityService } from "./service";
import type { UserPoolAdmin } from "./user-pool-admin";

export interface UserPoolAdminOptions {
  /** The embedded pool, when no AWS pool is configured. */
  identity?: IdentityService;
  /** Sends the notices to existing accounts (an AWS pool mails only its own temporary passwords). */
  mailer?: Mailer;
  /** The AWS pool's endpoint and credentials (tests pass a local endpoint). */
  aws?: AwsPoolAdminOptions;
}

/** The AWS pool when COGNITO_* are set, else the embedded pool; undefined when neither can be reached. */
export function createUserPoolAdmin(config: Config, { identity, mailer, aws }: UserPoolAdminOptions): UserPoolAdmin | undefined {
  if (config.cognito) return mailer ? createAwsPoolAdmin(config, config.cognito, mailer, aws) : undefined;
  return identity ? createEmbeddedPoolAdmin(identity) : undefined;
}
