// Plans enforced, in Chromium against `npm start` (issue 27): a new
// organisation on the Sandbox tier spends its month's data-plane calls
// through an API key; the next call gets Qdrant's 429 naming the tier and the
// reset, the console's own calls are refused alike and Billing shows the
// allowance used up; after the owner moves to Startup in Billing, the key and
// the console go on.
import { expect, test } from "@playwright/test";
import { createApiKey } from "./fixtures/datasets";
import { createConfirmedUser, logInThroughConsole, PASSWORD, uniqueEmail } from "./fixtures/identity";

const SANDBOX_CALLS = 20_000;
const PARALLEL = 32;
const EXHAUSTED = /^Rate limiting exceeded: Monthly API calls exhausted: the Sandbox tier includes 20,000 data-plane calls a month and this organisation has made them all\. The allowance resets on \d{1,2} \w+ \d{4} at 00:00 UTC; move to a larger tier in Billing to go on now$/;

/** Lists collections with the key until the service refuses; the calls it answered. */
async function spendAllowance(baseURL: string, key: string): Promise<number> {
  let answered = 0;
  for (;;) {
    // Node's own fetch, many at once on kept-alive connections: Playwright's request context sent them one by one (84 a second).
    const statuses = await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        const response = await fetch(`${baseURL}/collections`, { headers: { "api-key": key } });
        await response.arrayBuffer();
        return response.status;
      }),
    );
    answered += statuses.filter((status) => status === 200).length;
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
    if (statuses.includes(429)) return answered;
  }
}

test("a Sandbox organisation past its month's calls gets 429 with the tier and the reset, and goes on after a change up in Billing", async ({ page, request, baseURL }) => {
  test.setTimeout(240_000);
  const { email } = await createConfirmedUser(baseURL as string, uniqueEmail("allowance"));
  await logInThroughConsole(page, email, PASSWORD);
  const key = await createApiKey(page);

  // The console's calls while signing in counted too: the key got the rest of the allowance, not more.
  const answered = await spendAllowance(baseURL as string, key);
  expect(answered).toBeLessThanOrEqual(SANDBOX_CALLS);
  expect(answered).toBeGreaterThan(SANDBOX_CALLS - 100);
  const refused = await request.get("/collections", { headers: { "api-key": key } });
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
  const body = (await refused.json()) as { status: { error: string } };
  expect(body.status.error).toMatch(EXHAUSTED);

  // The console's own data-plane calls are refused with the same words.
  await page.goto("/ai-hub/datasets/");
  await expect(page.getByText(/Monthly API calls exhausted: the Sandbox tier includes 20,000 data-plane calls/).first()).toBeVisible();

  // Billing shows the allowance used up, and the owner moves to Startup.
  await page.goto("/billing/");
  const allowances = page.getByRole("region", { name: "Allowances" });
  await expect(allowances.getByText("20,000 of 20,000")).toBeVisible();
  await expect(allowances.getByText(/Data-plane calls are refused until then, or until you move to a larger tier\./)).toBeVisible();
  await page.goto("/billing/?tier=startup");
  await page.getByRole("button", { name: "Review change" }).click();
  await page.getByRole("dialog", { name: "Confirm the plan change" }).getByRole("button", { name: "Change plan" }).click();
  await expect(page.getByText("Plan changed")).toBeVisible();
  await expect(allowances.getByText(/of 100,000$/)).toBeVisible();

  expect((await request.get("/collections", { headers: { "api-key": key } })).status()).toBe(200);
  await page.goto("/ai-hub/datasets/");
  await expect(page.getByRole("heading", { name: "Datasets" })).toBeVisible();
  await expect(page.getByText(/Monthly API calls exhausted/)).toHaveCount(0);
});
