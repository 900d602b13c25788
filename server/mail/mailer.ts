// Outgoing e-mail. Every message is written to the outbox table first, its
// body sealed (outbox.ts; tests and operators read it there); with SMTP_URL set
// it is then sent through nodemailer, and without SMTP its log line (the code)
// goes to the log, so a local user can still sign up. Rows past the outbox's
// retention are deleted, at most once an hour, as messages are sent.
import { eq } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { outbox } from "../db/schema/identity";
import { addToOutbox, outboxKey, pruneOutbox } from "./outbox";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** What the message is for ("signup", "reset", "verify_email"): tests look codes up by it. */
  kind: string;
  /** Logged at info when no SMTP server is configured, e.g. "Confirmation code for a@b.c: 123456". */
  logLine: string;
}

export interface Mailer {
  /** Resolves once the message is in the outbox; SMTP delivery continues in the background. */
  send(message: MailMessage): Promise<void>;
  /** Waits for deliveries in flight and closes the SMTP connection. */
  close(): Promise<void>;
}

export interface MailLogger {
  info(message: string): void;
  error(details: object, message: string): void;
}

export interface MailerOptions {
  config: Pick<Config, "smtpUrl" | "mailFrom" | "publicUrl" | "dataDir" | "identity">;
  db: Database;
  log: MailLogger;
  /** Overrides the transport built from config.smtpUrl (tests). */
  transport?: Transporter;
}

const PRUNE_EVERY_MS = 60 * 60 * 1000;

export function createMailer({ config, db, log, transport: givenTransport }: MailerOptions): Mailer {
  const transport = givenTransport ?? (config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined);
  const from = config.mailFrom ?? `Vector Database Cloud <no-reply@${new URL(config.publicUrl).hostname}>`;
  const inFlight = new Set<Promise<void>>();
  let key: Promise<Buffer> | undefined;
  let prunedAt = 0;

  function inBackground(work: Promise<void>): void {
    const tracked = work.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  }

  function pruneHourly(): void {
    if (Date.now() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = Date.now();
    inBackground(pruneOutbox(db).catch((error: unknown) => log.error({ err: error }, "pruning the outbox failed")));
  }

  async function deliver(id: string, message: MailMessage, smtp: Transporter): Promise<void> {
    try {
      await smtp.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
      await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, id));
    } catch (error) {
      // Kept in the outbox with no sent_at; the request that caused it has already been answered.
      log.error({ err: error, outboxId: id }, "sending e-mail failed");
    }
  }

  return {
    async send(message) {
      // Loaded once; a failed load is tried again at the next message.
      key ??= outboxKey(config).catch((error: unknown) => {
        key = undefined;
        throw error;
      });
      const id = await addToOutbox(db, await key, message);
      pruneHourly();
      if (!transport) {
        log.info(message.logLine);
        return;
      }
      // Not awaited: how long an SMTP server takes must not show in the reply (it would tell who has an account).
      inBackground(deliver(id, message, transport));
    },
    async close() {
      await Promise.allSettled([...inFlight]);
      transport?.close();
    },
  };
}
