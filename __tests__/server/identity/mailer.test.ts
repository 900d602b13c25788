// E-mail: always into the outbox, its body sealed; through SMTP when configured
// (here nodemailer's JSON transport stands in for the server), else the code
// goes to the log.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import { loadConfig } from "../../../server/config";
import { outbox } from "../../../server/db/schema/identity";
import { createMailer } from "../../../server/mail/mailer";
import { OUTBOX_RETENTION_MS, readLatestCode, readLatestMessage } from "../../../server/mail/outbox";
import { openTestStore, type TestStore } from "../support/stores";

let testStore: TestStore;
beforeAll(async () => {
  testStore = await openTestStore("pglite");
}, 60_000);
afterAll(() => testStore.remove());

const IDENTITY_SECRET_KEY = randomBytes(32).toString("hex");
const message = (to: string) => ({ to, subject: "Your confirmation code", text: "Your confirmation code is 123456", kind: "signup", logLine: `Confirmation code for ${to}: 123456` });

it("logs the code when no SMTP server is configured", async () => {
  const lines: string[] = [];
  const config = loadConfig({ DATA_DIR: "/nonexistent", IDENTITY_SECRET_KEY });
  const mailer = createMailer({ config, db: testStore.store.db, log: { info: (line) => lines.push(line), error: () => undefined } });
  await mailer.send(message("local@example.com"));
  await mailer.close();
  expect(lines).toEqual(["Confirmation code for local@example.com: 123456"]);
  const access = { db: testStore.store.db, config };
  expect(await readLatestCode(access, "local@example.com", "signup")).toBe("123456");
  expect((await readLatestMessage(access, "local@example.com", "signup"))?.sentAt).toBeNull();
});

it("sends through SMTP, from MAIL_FROM, and marks the outbox row sent", async () => {
  const transport = nodemailer.createTransport({ jsonTransport: true });
  const sent: string[] = [];
  const sendMail = transport.sendMail.bind(transport);
  transport.sendMail = ((mail: nodemailer.SendMailOptions) => {
    sent.push(`${String(mail.from)} → ${String(mail.to)}`);
    return sendMail(mail);
  }) as typeof transport.sendMail;
  const lines: string[] = [];
  const config = loadConfig({ DATA_DIR: "/nonexistent", IDENTITY_SECRET_KEY, SMTP_URL: "smtp://mail.example.com:25", MAIL_FROM: "Console <console@example.com>" });
  const mailer = createMailer({ config, db: testStore.store.db, log: { info: (line) => lines.push(line), error: () => undefined }, transport });
  await mailer.send(message("smtp@example.com"));
  await mailer.close();
  expect(sent).toEqual(["Console <console@example.com> → smtp@example.com"]);
  expect(lines).toEqual([]);
  expect((await readLatestMessage({ db: testStore.store.db, config }, "smtp@example.com", "signup"))?.sentAt).toBeInstanceOf(Date);
});

it("keeps message bodies sealed at rest, readable only with the identity secret key", async () => {
  const config = loadConfig({ DATA_DIR: "/nonexistent", IDENTITY_SECRET_KEY });
  const mailer = createMailer({ config, db: testStore.store.db, log: { info: () => undefined, error: () => undefined } });
  await mailer.send(message("sealed@example.com"));
  await mailer.close();
  const [row] = await testStore.store.db.select().from(outbox).where(eq(outbox.to, "sealed@example.com"));
  expect(row?.text).not.toContain("123456");
  expect(row?.text).toMatch(/^v1\./);
  expect(row?.subject).toBe("Your confirmation code");

  const otherKey = loadConfig({ DATA_DIR: "/nonexistent", IDENTITY_SECRET_KEY: randomBytes(32).toString("hex") });
  await expect(readLatestCode({ db: testStore.store.db, config: otherKey }, "sealed@example.com", "signup")).rejects.toThrow();
  // Copied onto another row, a body does not open either.
  await mailer.send(message("copy@example.com"));
  await testStore.store.db.update(outbox).set({ text: row?.text ?? "" }).where(eq(outbox.to, "copy@example.com"));
  await expect(readLatestCode({ db: testStore.store.db, config }, "copy@example.com", "signup")).rejects.toThrow();
});

it("deletes messages past the retention as new ones are sent", async () => {
  const config = loadConfig({ DATA_DIR: "/nonexistent", IDENTITY_SECRET_KEY });
  const seed = createMailer({ config, db: testStore.store.db, log: { info: () => undefined, error: () => undefined } });
  await seed.send(message("old@example.com"));
  await seed.send(message("recent@example.com"));
  await seed.close();
  const longAgo = new Date(Date.now() - OUTBOX_RETENTION_MS - 60_000);
  await testStore.store.db.update(outbox).set({ createdAt: longAgo }).where(eq(outbox.to, "old@example.com"));

  const mailer = createMailer({ config, db: testStore.store.db, log: { info: () => undefined, error: () => undefined } });
  await mailer.send(message("new@example.com"));
  await mailer.close();
  const left = (await testStore.store.db.select({ to: outbox.to }).from(outbox)).map(({ to }) => to);
  expect(left).not.toContain("old@example.com");
  expect(left).toEqual(expect.arrayContaining(["recent@example.com", "new@example.com"]));
});
