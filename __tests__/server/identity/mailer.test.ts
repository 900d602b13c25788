// E-mail: always into the outbox; through SMTP when configured (here nodemailer's
// JSON transport stands in for the server), else the code goes to the log.
import nodemailer from "nodemailer";
import { loadConfig } from "../../../server/config";
import { createMailer } from "../../../server/mail/mailer";
import { readLatestCode, readLatestMessage } from "../../../server/mail/outbox";
import { openTestStore, type TestStore } from "../support/stores";

let testStore: TestStore;
beforeAll(async () => {
  testStore = await openTestStore("pglite");
}, 60_000);
afterAll(() => testStore.remove());

const message = (to: string) => ({ to, subject: "Your confirmation code", text: "Your confirmation code is 123456", kind: "signup", logLine: `Confirmation code for ${to}: 123456` });

it("logs the code when no SMTP server is configured", async () => {
  const lines: string[] = [];
  const config = loadConfig({ DATA_DIR: "/nonexistent" });
  const mailer = createMailer({ config, db: testStore.store.db, log: { info: (line) => lines.push(line), error: () => undefined } });
  await mailer.send(message("local@example.com"));
  await mailer.close();
  expect(lines).toEqual(["Confirmation code for local@example.com: 123456"]);
  expect(await readLatestCode(testStore.store.db, "local@example.com", "signup")).toBe("123456");
  expect((await readLatestMessage(testStore.store.db, "local@example.com", "signup"))?.sentAt).toBeNull();
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
  const config = loadConfig({ DATA_DIR: "/nonexistent", SMTP_URL: "smtp://mail.example.com:25", MAIL_FROM: "Console <console@example.com>" });
  const mailer = createMailer({ config, db: testStore.store.db, log: { info: (line) => lines.push(line), error: () => undefined }, transport });
  await mailer.send(message("smtp@example.com"));
  await mailer.close();
  expect(sent).toEqual(["Console <console@example.com> → smtp@example.com"]);
  expect(lines).toEqual([]);
  expect((await readLatestMessage(testStore.store.db, "smtp@example.com", "signup"))?.sentAt).toBeInstanceOf(Date);
});
