// Alerts end to end, in Chromium against `npm start`: a new user's bell has
// nothing to read; a webhook channel added through the Alerts page shows its
// secret once; a test sent to a receiver started here arrives signed with
// that secret and shows as delivered; a rule created through the page
// notifies that channel; muting and deleting it ask nothing more than the page shows.
import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_SIGNATURE_PREFIX, WEBHOOK_TIMESTAMP_HEADER } from "../contract/alerts";
import { createConfirmedUser, logInThroughConsole, PASSWORD, uniqueEmail } from "./fixtures/identity";

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver on the loopback: answers 200 to every POST and keeps what it was sent. */
async function startReceiver(): Promise<{ url: string; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      response.writeHead(200, { "content-type": "text/plain" }).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hook`, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

function isSignedWith(secret: string, { headers, body }: Received): boolean {
  const timestamp = String(headers[WEBHOOK_TIMESTAMP_HEADER] ?? "");
  const signature = String(headers[WEBHOOK_SIGNATURE_HEADER] ?? "");
  const expected = `${WEBHOOK_SIGNATURE_PREFIX}${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
  return signature.length === expected.length && timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
}

test("a webhook channel with its secret shown once, a signed test delivered, and a rule that notifies it", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const receiver = await startReceiver();
  try {
    const { email } = await createConfirmedUser(baseURL as string, uniqueEmail("alerts"));
    await logInThroughConsole(page, email, PASSWORD);
    await expect(page.getByRole("button", { name: /^Project: / })).not.toHaveAccessibleName(/Loading|unavailable|No project/);

    // A new user has nothing to read.
    await page.getByRole("button", { name: "Notifications" }).click();
    const bell = page.getByRole("dialog", { name: "Notifications" });
    await expect(bell.getByText("0 New")).toBeVisible();
    await expect(bell.getByText("No notifications yet")).toBeVisible();
    await expect(bell.getByRole("button", { name: "Read All Notifications" })).toBeDisabled();
    await page.keyboard.press("Escape");
    await expect(bell).toBeHidden();

    await page.goto("/alerting");
    await expect(page.getByRole("heading", { level: 1, name: "Alerts" })).toBeVisible();
    await expect(page.getByRole("region", { name: "No alert rules yet" })).toBeVisible();

    // A webhook channel: its secret once, then only its last four characters.
    await page.getByRole("button", { name: "Add webhook channel" }).click();
    const adding = page.getByRole("dialog", { name: "Add webhook channel" });
    await adding.getByRole("textbox", { name: "Name" }).fill("Receiver");
    await adding.getByRole("textbox", { name: "URL" }).fill(receiver.url);
    await adding.getByRole("button", { name: "Add channel" }).click();
    const added = page.getByRole("dialog", { name: "Webhook channel added" });
    await expect(added.getByText(/It will not be shown again/)).toBeVisible();
    const secret = ((await added.getByLabel("Webhook secret", { exact: true }).textContent()) ?? "").trim();
    expect(secret.length).toBeGreaterThanOrEqual(16);
    await added.getByRole("button", { name: "I have copied the secret" }).click();
    await expect(added).toBeHidden();
    const channels = page.getByRole("table", { name: "Channels" });
    const channelRow = channels.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Receiver" }) });
    await expect(channelRow).toContainText(receiver.url);
    await expect(channelRow).toContainText(`…${secret.slice(-4)}`);
    await expect(page.getByText(secret)).toHaveCount(0);

    // A test, delivered to the receiver and signed with that secret.
    await page.getByRole("button", { name: "Send test to Receiver" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Test delivered to Receiver (HTTP 200)." })).toBeVisible();
    const log = page.getByRole("table", { name: "Deliveries of Receiver" });
    await expect(log.getByRole("row").nth(1)).toContainText("TestDelivered1HTTP 200");
    await expect.poll(() => receiver.received.length).toBe(1);
    const sent = receiver.received[0] as Received;
    expect(JSON.parse(sent.body)).toMatchObject({ event: "test", rule: null });
    expect(isSignedWith(secret, sent)).toBe(true);

    // A rule that notifies the channel, listed with its condition in words.
    await page.getByRole("button", { name: "Create alert rule" }).first().click();
    const create = page.getByRole("dialog", { name: "Create alert rule" });
    await create.getByRole("textbox", { name: "Name" }).fill("Search too slow");
    await create.getByRole("combobox", { name: "Metric" }).selectOption("latency_p95");
    await create.getByRole("textbox", { name: "Window" }).fill("-5");
    await create.getByRole("button", { name: "Create rule" }).click();
    await expect(create.getByText("Window must be at least 1 minute")).toBeVisible();
    await create.getByRole("textbox", { name: "Threshold" }).fill("300");
    await create.getByRole("textbox", { name: "Window" }).fill("5");
    await create.getByRole("textbox", { name: "For" }).fill("2");
    await create.getByRole("checkbox", { name: "Receiver (Webhook)" }).check();
    await create.getByRole("button", { name: "Create rule" }).click();
    await expect(create).toBeHidden();
    const rules = page.getByRole("table", { name: "Alert rules" });
    const ruleRow = rules.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Search too slow" }) });
    await expect(ruleRow).toContainText("p95 latency above 300 ms over 5 min, for 2 min");
    await expect(ruleRow).toContainText("On the whole project");
    await expect(ruleRow).toContainText("OK");
    await expect(ruleRow).toContainText("Receiver");

    // Muted for an hour, then deleted after asking.
    await ruleRow.getByRole("button", { name: "Mute Search too slow" }).click();
    await page.getByRole("menuitem", { name: "For 1 hour" }).click();
    await expect(ruleRow).toContainText("Until ");
    await ruleRow.getByRole("button", { name: "Delete Search too slow" }).click();
    const deletion = page.getByRole("dialog", { name: "Delete alert rule" });
    await deletion.getByRole("button", { name: "Delete rule" }).click();
    await expect(page.getByRole("region", { name: "No alert rules yet" })).toBeVisible();
  } finally {
    await receiver.close();
  }
});

test("a rule on the project's own traffic fires within the minute's check, and the bell leads to its history", async ({ page, baseURL }) => {
  // The service checks rules at each minute's start: up to a minute, plus the metering's flush.
  test.setTimeout(180_000);
  const { email } = await createConfirmedUser(baseURL as string, uniqueEmail("alert-fires"));
  await logInThroughConsole(page, email, PASSWORD);
  await expect(page.getByRole("button", { name: /^Project: / })).not.toHaveAccessibleName(/Loading|unavailable|No project/);

  await page.goto("/alerting");
  await page.getByRole("button", { name: "Create alert rule" }).first().click();
  const create = page.getByRole("dialog", { name: "Create alert rule" });
  await create.getByRole("textbox", { name: "Name" }).fill("Any traffic");
  await create.getByRole("combobox", { name: "Metric" }).selectOption("request_rate");
  await create.getByRole("textbox", { name: "Threshold" }).fill("0");
  await create.getByRole("textbox", { name: "Window" }).fill("5");
  await create.getByRole("textbox", { name: "For" }).fill("0");
  await create.getByRole("button", { name: "Create rule" }).click();
  await expect(create).toBeHidden();

  // Real traffic: Datasets lists the project's collections on the data plane, metered like any call.
  await page.goto("/ai-hub/datasets");
  await expect(page.getByRole("heading", { level: 1, name: "Datasets" })).toBeVisible();

  // The bell polls every minute; a reload asks at once.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole("button", { name: "Notifications, 1 new" })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 150_000, intervals: [5_000] });
  await page.getByRole("button", { name: "Notifications, 1 new" }).click();
  const bell = page.getByRole("dialog", { name: "Notifications" });
  await expect(bell.getByText("1 New")).toBeVisible();
  await bell.getByRole("link", { name: /"Any traffic" is firing/ }).click();

  await expect(page).toHaveURL(/\/alerting\?rule=/);
  const history = page.getByRole("dialog", { name: "History of Any traffic" });
  await expect(history.getByRole("list", { name: "Changes of state" })).toContainText("Firing");
  // Opened, it is read: the bell has nothing new.
  await history.getByRole("button", { name: "Close history" }).click();
  await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
});
