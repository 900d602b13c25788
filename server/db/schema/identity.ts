// The embedded user pool (server/identity/) and its outbox (server/mail/).
// Nothing secret is stored in the clear: passwords as argon2id hashes, SRP
// verifiers, TOTP secrets and the signing key sealed with the identity secret
// key, codes, refresh tokens and challenge sessions as keyed hashes; the
// outbox's message bodies (which hold codes) sealed as well.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";

export const USER_STATUSES = ["UNCONFIRMED", "CONFIRMED", "RESET_REQUIRED", "FORCE_CHANGE_PASSWORD"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const CODE_PURPOSES = ["signup", "reset", "verify_email"] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const createdAt = () => at("created_at").notNull().defaultNow();

export const identityUsers = pgTable(
  "identity_users",
  {
    // Also the Cognito username: pools that sign in by e-mail name users by their sub.
    sub: uuid("sub").primaryKey(),
    // Always stored lower case (checked): e-mail sign-in is case-insensitive.
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    // A new address waits here until its code is verified, so sign-in keeps working with the old one.
    pendingEmail: text("pending_email"),
    status: text("status", { enum: USER_STATUSES }).notNull(),
    passwordHash: text("password_hash").notNull(),
    srpSalt: text("srp_salt").notNull(),
    srpVerifierEnc: text("srp_verifier_enc").notNull(),
    /** Profile attributes other than e-mail (given_name, family_name, ...). */
    attributes: jsonb("attributes").$type<Record<string, string>>().notNull().default({}),
    totpSecretEnc: text("totp_secret_enc"),
    /** Associated but not yet verified (AssociateSoftwareToken before VerifySoftwareToken). */
    totpPendingSecretEnc: text("totp_pending_secret_enc"),
    /** The last TOTP time step accepted: a code is never accepted twice. */
    totpLastStep: integer("totp_last_step"),
    mfaEnabled: boolean("mfa_enabled").notNull().default(false),
    preferredMfa: text("preferred_mfa"),
    /** GlobalSignOut: tokens issued before this instant are refused. */
    tokensValidAfter: at("tokens_valid_after"),
    createdAt: createdAt(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [
    check("identity_users_status_check", sql`${table.status} in ('UNCONFIRMED', 'CONFIRMED', 'RESET_REQUIRED', 'FORCE_CHANGE_PASSWORD')`),
    check("identity_users_email_lower_check", sql`${table.email} = lower(${table.email})`),
  ],
);

// One live code per user and purpose: issuing a new one replaces the old (a resend invalidates it).
export const identityCodes = pgTable(
  "identity_codes",
  {
    userSub: uuid("user_sub")
      .notNull()
      .references(() => identityUsers.sub, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: CODE_PURPOSES }).notNull(),
    codeHash: text("code_hash").notNull(),
    /** Wrong tries so far; at the limit the code is dead. */
    attempts: integer("attempts").notNull().default(0),
    expiresAt: at("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (table) => [unique("identity_codes_user_sub_purpose_unique").on(table.userSub, table.purpose)],
);

// A refresh token and the family of id and access tokens issued from it (origin_jti).
export const identityRefreshTokens = pgTable(
  "identity_refresh_tokens",
  {
    originJti: uuid("origin_jti").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    userSub: uuid("user_sub")
      .notNull()
      .references(() => identityUsers.sub, { onDelete: "cascade" }),
    clientId: text("client_id").notNull(),
    deviceKey: text("device_key"),
    authTime: at("auth_time").notNull(),
    expiresAt: at("expires_at").notNull(),
    revokedAt: at("revoked_at"),
    createdAt: createdAt(),
  },
  (table) => [index("identity_refresh_tokens_user_sub_index").on(table.userSub)],
);

// Sign-in between two steps (SRP, MFA, new password): the client holds only a random id.
export const identityAuthSessions = pgTable(
  "identity_auth_sessions",
  {
    idHash: text("id_hash").primaryKey(),
    /** Null for the decoy session of an unknown user, which can never succeed. */
    userSub: uuid("user_sub").references(() => identityUsers.sub, { onDelete: "cascade" }),
    clientId: text("client_id").notNull(),
    challenge: text("challenge").notNull(),
    /** Sealed JSON: the SRP secret and what the next step needs. */
    stateEnc: text("state_enc").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: at("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("identity_auth_sessions_expires_at_index").on(table.expiresAt)],
);

export const DEVICE_STATUSES = ["remembered", "not_remembered"] as const;
export type DeviceStatus = (typeof DEVICE_STATUSES)[number];

export const identityDevices = pgTable(
  "identity_devices",
  {
    deviceKey: text("device_key").primaryKey(),
    userSub: uuid("user_sub")
      .notNull()
      .references(() => identityUsers.sub, { onDelete: "cascade" }),
    groupKey: text("group_key").notNull(),
    name: text("name"),
    /** ConfirmDevice's SRP verifier for the device; sealed. */
    verifierEnc: text("verifier_enc"),
    confirmed: boolean("confirmed").notNull().default(false),
    status: text("status", { enum: DEVICE_STATUSES }).notNull().default("not_remembered"),
    lastIp: text("last_ip"),
    lastAuthenticatedAt: at("last_authenticated_at"),
    createdAt: createdAt(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [index("identity_devices_user_sub_index").on(table.userSub, table.deviceKey)],
);

export const identitySigningKeys = pgTable("identity_signing_keys", {
  kid: text("kid").primaryKey(),
  publicJwk: jsonb("public_jwk").$type<Record<string, string>>().notNull(),
  privateKeyEnc: text("private_key_enc").notNull(),
  createdAt: createdAt(),
});

// Fixed-window counters, shared by every service instance and kept over restarts.
export const identityRateLimits = pgTable("identity_rate_limits", {
  key: text("key").primaryKey(),
  windowStart: at("window_start").notNull(),
  count: integer("count").notNull(),
});

// Every message the service sends, kept whether or not SMTP is configured.
// kind: "signup", "reset", "verify_email" (codes) or "invite" (a temporary password).
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    kind: text("kind").notNull(),
    createdAt: createdAt(),
    sentAt: at("sent_at"),
  },
  (table) => [index("outbox_to_kind_created_at_index").on(table.to, table.kind, table.createdAt)],
);

export type IdentityUser = typeof identityUsers.$inferSelect;
export type IdentityRefreshToken = typeof identityRefreshTokens.$inferSelect;
export type IdentityDevice = typeof identityDevices.$inferSelect;
export type OutboxMessage = typeof outbox.$inferSelect;
