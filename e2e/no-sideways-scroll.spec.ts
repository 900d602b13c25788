// No page of the console scrolls sideways: at a desktop (1440 × 900) and a
// phone (390 × 844) window, in light and dark mode, the document is never
// wider than the window. Public pages are opened without a session; every
// signed-in area of src/console-routes.ts (with each account settings tab and
// a collection's page) with one. A failure names each page and the elements
// that stick out, widest first.
import { expect, test, type Page } from "@playwright/test";
import { storeSession } from "./fixtures/session";

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

const MODES = ["light", "dark"] as const;

const PUBLIC_PAGES = [
  "/auth/register",
  "/auth/login",
  "/auth/forgot-password",
  "/auth/confirm?email=someone%40example.com",
  "/pricing",
  "/help-center",
  "/help-center/collections-and-data/collections/distance-metrics/",
  "/faq",
];

const COLLECTION = "wide-check";

/** The areas of src/console-routes.ts, the account settings' tabs and a collection's page. */
const SIGNED_IN_PAGES = [
  "/dashboard",
  "/metrics",
  "/ai-hub/datasets",
  `/ai-hub/datasets/${COLLECTION}`,
  "/ai-hub/models",
  "/ai-hub/inference",
  "/ai-hub/vectorSearch",
  "/ai-hub/notebooks",
  "/data-import",
  "/alerting",
  "/addons",
  "/billing",
  "/account-settings/account/",
  "/account-settings/security/",
  "/account-settings/project/",
  "/account-settings/api-keys/",
  "/pricing",
  "/help-center",
  "/faq",
];

interface Overflow {
  path: string;
  scrollWidth: number;
  innerWidth: number;
  /** The elements whose right edge passes the window's, widest first. */
  culprits: string[];
}

async function useMode(page: Page, mode: (typeof MODES)[number]): Promise<void> {
  await page.addInitScript((chosen) => {
    const stored = JSON.parse(window.localStorage.getItem("settings") ?? "{}") as Record<string, unknown>;
    window.localStorage.setItem("settings", JSON.stringify({ ...stored, mode: chosen }));
  }, mode);
}

/** Opens a page and waits for its heading and for its data (no request for half a second). */
async function openSettled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  // The lazily loaded parts (tabs, charts, the shell) render after their chunks arrive.
  await expect(page.getByText("Loading…", { exact: true })).toHaveCount(0);
}

async function measure(page: Page, path: string): Promise<Overflow | null> {
  return page.evaluate((shownPath) => {
    const { scrollWidth } = document.documentElement;
    const { innerWidth } = window;
    if (scrollWidth <= innerWidth) return null;
    const culprits = [...document.body.querySelectorAll("*")]
      .map((element) => ({ element, right: element.getBoundingClientRect().right }))
      .filter(({ right }) => right > innerWidth + 0.5)
      .sort((a, b) => b.right - a.right)
      .slice(0, 6)
      .map(({ element, right }) => {
        const classes = typeof element.className === "string" ? element.className.split(/\s+/).filter((name) => !name.startsWith("css-")).slice(0, 3).join(".") : "";
        const text = (element.textContent ?? "").trim().slice(0, 40);
        return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ""}> right ${Math.round(right)}px "${text}"`;
      });
    return { path: shownPath, scrollWidth, innerWidth, culprits };
  }, path);
}

/** Two animation frames: the layout after a resize has been computed and painted. */
async function nextLayout(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** Each page opened once, at the first size, then measured at every size: the console's layout follows the window's width (media queries), not the size it loaded at. */
async function findOverflows(page: Page, paths: readonly string[]): Promise<Overflow[]> {
  const overflows: Overflow[] = [];
  for (const path of paths) {
    await page.setViewportSize(VIEWPORTS[0]);
    await openSettled(page, path);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await nextLayout(page);
      const overflow = await measure(page, `${path} at ${viewport.width} × ${viewport.height}`);
      if (overflow) overflows.push(overflow);
    }
  }
  return overflows;
}

/** A collection for the collection page, made over the data plane with the stored session. */
async function createCollection(page: Page): Promise<void> {
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  const idToken = await page.evaluate(() => window.localStorage.getItem("accessToken"));
  const headers = { authorization: `Bearer ${idToken ?? ""}` };
  const projects = await page.request.get("/api/projects", { headers });
  expect(projects.status()).toBe(200);
  const [project] = ((await projects.json()) as { projects: { id: string }[] }).projects;
  const created = await page.request.put(`/collections/${COLLECTION}`, {
    headers: { ...headers, "x-project-id": project?.id ?? "" },
    data: { vectors: { size: 4, distance: "Cosine" } },
  });
  expect(created.status(), await created.text()).toBe(200);
}

for (const mode of MODES) {
  test(`no public page scrolls sideways in ${mode} mode`, async ({ page }) => {
    await useMode(page, mode);
    expect(await findOverflows(page, PUBLIC_PAGES)).toEqual([]);
  });

  test(`no signed-in page scrolls sideways in ${mode} mode`, async ({ page }) => {
    // Nineteen pages, each with its data, on a busy 2-core machine.
    test.setTimeout(300_000);
    await storeSession(page, { label: `wide-${mode}` });
    await useMode(page, mode);
    await createCollection(page);
    expect(await findOverflows(page, SIGNED_IN_PAGES)).toEqual([]);
  });
}
