// A new user's first hour, end to end in Chromium against `npm start` (issue
// 26): signed up, confirmed and logged in through the console's own pages; a
// collection made to fit the built-in models (a dense vector of 512 for
// universal-sentence-encoder-lite, a sparse one weighed by IDF for
// qdrant/bm25); a CSV of texts imported into it, both vectors embedded from
// its text column; the same file refused by a collection of 384 dimensions,
// which no model of the project makes, in the service's words; a hybrid
// search by text whose code the service takes with an API key; and the
// Overview's and Metrics' figures agreeing on the points imported.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { createApiKey, openCreateCollection } from "./fixtures/datasets";
import { PASSWORD, readLatestCode, uniqueEmail } from "./fixtures/identity";

/** The row that matches the query, by its words (BM25) and by its meaning (the sentence encoder). */
const BEST_MATCH = { id: 5, title: "Baking sourdough bread at home" };
const QUERY = "how to bake sourdough bread";

/** Twenty how-tos on unrelated subjects; only BEST_MATCH speaks of bread, dough or baking. */
const HOW_TOS: readonly [title: string, text: string][] = [
  ["Repotting a fiddle-leaf fig", "Water the plant a day before, ease the root ball out, loosen circling roots and set it in a pot one size larger with fresh compost."],
  ["Fixing a flat bicycle tyre", "Lever the tyre off the rim, find the puncture by pumping the tube under water, patch it, then refit the tube and inflate to the printed pressure."],
  ["Watching the Perseid meteor shower", "Find a dark field away from street lights in mid August, lie back after midnight and give your eyes twenty minutes to adapt."],
  ["Teaching a puppy to sit", "Hold a treat above the puppy's nose and move it back slowly; reward the moment its hindquarters touch the floor, in short daily sessions."],
  [BEST_MATCH.title, "Mix flour, water, salt and a lively sourdough starter, let the dough rise overnight, shape a loaf and bake the bread in a very hot oven until the crust is dark."],
  ["Learning to juggle three balls", "Start with one ball thrown in an arc from hand to hand at eye height, add a second, then a third, counting the throws aloud."],
  ["Brewing pour-over coffee", "Grind the beans medium-fine, rinse the paper filter, bloom the grounds with a little hot water and pour the rest in slow circles."],
  ["Waxing cross-country skis", "Clean the base with a scraper, iron in glide wax at the tips and tails, and rub grip wax under the foot for the day's snow temperature."],
  ["Tuning a guitar by ear", "Tune the low E string to a reference note, then match each next string at the fifth fret, except the G to B pair at the fourth."],
  ["Writing a cover letter", "Name the role, say in two sentences why your experience fits it, give one concrete result you achieved, and keep the whole letter to one page."],
  ["Knitting a wool scarf", "Cast on thirty stitches with chunky yarn and large needles, knit every row in garter stitch until it is long enough, then bind off loosely."],
  ["Pitching a tent in the rain", "Lay the groundsheet first, raise the flysheet before the inner tent so the inside stays dry, and angle the door away from the wind."],
  ["Seasoning a cast-iron pan", "Scrub off any rust, dry the pan over a flame, rub a thin film of oil all over and heat it until it stops smoking."],
  ["Saving for retirement", "Pay into a pension early, take any employer match in full, and spread the savings over low-cost index funds that you leave alone for decades."],
  ["Planting tulip bulbs in autumn", "Plant the bulbs pointed end up, three times as deep as they are tall, in well-drained soil, a few weeks before the first frost."],
  ["Replacing a leaking tap washer", "Turn off the water supply, unscrew the tap head, swap the worn rubber washer for a new one of the same size and reassemble."],
  ["Photographing the night sky", "Put the camera on a tripod, focus manually on a bright star, open the aperture wide and expose for about fifteen seconds."],
  ["Learning Spanish verbs", "Learn the present tense of ser, estar, tener and ir first, then practise the regular -ar, -er and -ir endings with flash cards every day."],
  ["Running a first marathon", "Build up the weekly distance slowly over sixteen weeks, do one long slow run each weekend, and taper for the last two weeks."],
  ["Setting up a freshwater aquarium", "Rinse the gravel, fill the tank with dechlorinated water, run the filter for a few weeks to grow good bacteria before adding any fish."],
];

function howTosCsv(): Buffer {
  const quote = (text: string) => `"${text.replace(/"/g, '""')}"`;
  return Buffer.from(["id,title,text", ...HOW_TOS.map(([title, text], index) => `${index + 1},${quote(title)},${quote(text)}`)].join("\n"));
}

const CSV_FILE = { name: "how-tos.csv", mimeType: "text/csv", buffer: howTosCsv() };
const ROWS = HOW_TOS.length;
/** The collection that fits the built-in models, and the one that does not. */
const FITTING = "how-tos";
const MISFIT = "how-tos-384";

async function signUpAndLogIn(page: Page, email: string): Promise<void> {
  await page.goto("/auth/register");
  await page.getByRole("textbox", { name: "Given name" }).fill("Grace");
  await page.getByRole("textbox", { name: "Family name" }).fill("Hopper");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your e-mail" })).toBeVisible();
  await page.getByRole("textbox", { name: "Confirmation code" }).fill(await readLatestCode(email));
  await page.getByRole("button", { name: "Confirm e-mail" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your e-mail is confirmed. Log in to continue." })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/dashboard\/?$/);
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Project: / })).not.toHaveAccessibleName(/Loading|unavailable|No project/);
}

async function submitCollection(page: Page, dialog: Locator, name: string): Promise<void> {
  await dialog.getByRole("button", { name: "Create collection" }).click();
  await expect(page.getByText(`Collection ${name} created`)).toBeVisible();
  await expect(page.getByRole("table", { name: "Collections" }).getByRole("link", { name })).toBeVisible();
}

/** Uploads the CSV on Data Import and chooses an existing collection as its target; returns the mapping's region. */
async function uploadInto(page: Page, collection: string): Promise<Locator> {
  await page.goto("/data-import");
  await expect(page.getByRole("heading", { level: 1, name: "Data Import" })).toBeVisible();
  await page.locator('input[type="file"][aria-label="File to import"]').setInputFiles(CSV_FILE);
  await expect(page.getByText(/^how-tos\.csv uploaded \(/)).toBeVisible();
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.getByRole("table", { name: "First rows" }).getByRole("row")).toHaveCount(ROWS + 1);
  const mapping = page.getByRole("region", { name: "Target and mapping" });
  await mapping.getByRole("radio", { name: "An existing collection" }).check();
  await mapping.getByRole("combobox", { name: "Collection" }).selectOption(collection);
  await expect(mapping.getByRole("progressbar", { name: "Proposing a mapping for the collection" })).toHaveCount(0);
  return mapping;
}

/** A card's figure on the Overview (its large number) as a number: "1,234" → 1234. */
async function figureOf(card: Locator): Promise<number> {
  return Number(((await card.locator("p").first().textContent()) ?? "").replace(/[^0-9]/g, ""));
}

test("a new user's first hour: sign up, a collection for the built-in models, an import, a refused import, a hybrid search by text, the figures", async ({ page, request }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail("first-hour");

  await test.step("sign up, confirm the e-mail with its code, log in, land on the Overview", async () => {
    await signUpAndLogIn(page, email);
    const start = page.getByRole("region", { name: "Get started" });
    await expect(start.getByRole("heading", { level: 3 })).toHaveText(["1. Create a collection", "2. Import a file", "3. Make an API key"]);
  });

  await test.step("create a collection that the built-in models fill: a dense vector of 512 and a sparse one weighed by IDF", async () => {
    const dialog = await openCreateCollection(page, FITTING);
    const sizes = dialog.getByRole("group", { name: "Sizes the project's models make" });
    await expect(sizes.getByRole("button", { name: "512: universal-sentence-encoder-lite" })).toBeVisible();
    await expect(sizes.getByRole("button", { name: "sparse: qdrant/bm25" })).toBeVisible();
    await dialog.getByRole("radio", { name: "Named vectors" }).check();
    const dense = dialog.getByRole("group", { name: "Named vector 1" });
    await dense.getByRole("textbox", { name: "Vector name" }).fill("dense");
    // The sizes are offered under the named vector too: a choice fills its dimension, the sparse model adds a sparse vector weighed by IDF.
    const denseSizes = dialog.getByRole("group", { name: "Sizes the project's models make, for named vector 1" });
    await denseSizes.getByRole("button", { name: "512: universal-sentence-encoder-lite" }).click();
    await expect(dense.getByRole("textbox", { name: "Dimension" })).toHaveValue("512");
    await expect(dense.getByRole("combobox", { name: "Distance" })).toHaveText("Cosine");
    await denseSizes.getByRole("button", { name: "sparse: qdrant/bm25" }).click();
    const sparse = dialog.getByRole("group", { name: "Sparse vector 1" });
    await expect(sparse.getByRole("textbox", { name: "Sparse vector name" })).toHaveValue("bm25");
    await expect(sparse.getByRole("combobox", { name: "Modifier" })).toHaveText("IDF");
    // 512 is a size a model makes: no warning.
    await expect(dialog.getByText(/No model of this project makes/)).toHaveCount(0);
    await submitCollection(page, dialog, FITTING);
  });

  await test.step("import the CSV into it, both vectors embedded from its text column", async () => {
    const mapping = await uploadInto(page, FITTING);
    // The mapping proposed for the collection is the one wanted: ids from the id column, each vector embedded from the text column by the model that fits it.
    await expect(mapping.getByRole("combobox", { name: "Point ids" }).locator("option:checked")).toHaveText("Column id");
    for (const [vector, model] of [
      ["dense", "universal-sentence-encoder-lite (dense, 512 dimensions)"],
      ["bm25", "qdrant/bm25 (sparse)"],
    ] as const) {
      const source = mapping.getByRole("group", { name: `Source of vector ${vector}` });
      await expect(source.getByRole("combobox", { name: "Source" }).locator("option:checked")).toHaveText("Text to embed");
      await expect(source.getByRole("combobox", { name: "Column" }).locator("option:checked")).toHaveText("text");
      await expect(source.getByRole("combobox", { name: "Model" }).locator("option:checked")).toHaveText(model);
    }
    await page.getByRole("button", { name: "Import", exact: true }).click();
    const run = page.getByRole("region", { name: `Import of how-tos.csv into ${FITTING}` });
    await expect(run.getByText(`Imported ${ROWS} points into ${FITTING}.`)).toBeVisible({ timeout: 60_000 });
    const figures = run.getByLabel("Figures");
    await expect(figures.getByText("Written", { exact: true }).locator("xpath=following-sibling::dd")).toHaveText(String(ROWS));
    await expect(figures.getByText("Failed", { exact: true }).locator("xpath=following-sibling::dd")).toHaveText("0");
    const history = page.getByRole("table", { name: "Imports" });
    await expect(history.getByRole("row").nth(1)).toContainText(`${FITTING}ImportSucceeded`);
  });

  await test.step("a collection of 384 dimensions, which no model makes, refuses the same file and imports nothing", async () => {
    const dialog = await openCreateCollection(page, MISFIT);
    await dialog.getByRole("textbox", { name: "Dimension" }).fill("384");
    await expect(dialog.getByRole("status").filter({ hasText: "No model of this project makes 384-dimension vectors" })).toContainText(
      "add an OpenAI-compatible model that makes 384 dimensions under Models.",
    );
    await submitCollection(page, dialog, MISFIT);

    const mapping = await uploadInto(page, MISFIT);
    const vectors = mapping.getByRole("region", { name: "Vectors" });
    await expect(vectors).toContainText("No vector is mapped: add one for each of the collection's vectors the file fills.");
    await expect(vectors.getByRole("group", { name: /^Source of / })).toHaveCount(0);
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await expect(vectors.getByRole("alert")).toHaveText(
      `Collection "${MISFIT}" needs its vector (384 dimensions) on every point, and the mapping gives none: every row would fail. ` +
        "To fill it, map a column that holds 384 numbers, or add an OpenAI-compatible model that makes 384 dimensions under Models and embed a text column with it " +
        '(no model in this project makes 384: "universal-sentence-encoder-lite" makes 512, "glove-100-mean" makes 100).',
    );
    await expect(page.getByRole("region", { name: "Run" }).getByRole("alert")).toHaveText("Nothing was started: the mapping's vectors need attention (see Vectors above).");
    // Nothing started: the history holds the first import only, and the collection no point.
    const history = page.getByRole("table", { name: "Imports" });
    await expect(history.getByRole("row")).toHaveCount(2);
    await expect(history).not.toContainText(MISFIT);
    await page.goto(`/ai-hub/datasets/${MISFIT}`);
    await expect(page.getByRole("region", { name: "Collection info" }).getByText("Vectors", { exact: true }).locator("xpath=following-sibling::dd")).toHaveText("384 · Cosine0 points");
  });

  await test.step("hybrid search by text: each prefetch embeds the query with the model that fits its vector", async () => {
    await page.goto(`/ai-hub/vectorSearch?collection=${FITTING}`);
    await page.getByRole("tab", { name: "Hybrid" }).click();
    const densePrefetch = page.getByRole("group", { name: "Prefetch 1" });
    const sparsePrefetch = page.getByRole("group", { name: "Prefetch 2" });
    await expect(densePrefetch.getByRole("combobox", { name: "Vector name" })).toHaveText("dense (512 · Cosine)");
    await expect(sparsePrefetch.getByRole("combobox", { name: "Vector name" })).toHaveText("bm25 (sparse · IDF)");
    for (const [prefetch, model] of [
      [densePrefetch, "universal-sentence-encoder-lite"],
      [sparsePrefetch, "qdrant/bm25"],
    ] as const) {
      await expect(prefetch.getByRole("button", { name: "Text", exact: true })).toHaveAttribute("aria-pressed", "true");
      await expect(prefetch.getByRole("combobox", { name: "Model" })).toHaveText(model);
      await prefetch.getByRole("textbox", { name: "Text" }).fill(QUERY);
    }
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const results = page.getByRole("table", { name: "Results" });
    await expect(results.getByRole("rowheader").first()).toHaveText(String(BEST_MATCH.id));
    await expect(results.getByRole("row").nth(1)).toContainText(BEST_MATCH.title);

    // The same request as code: text and model in each prefetch, taken by the service with an API key.
    await page.getByRole("button", { name: "Show code" }).click();
    const code = page.getByRole("dialog", { name: "Query as code" });
    const curl = (await code.getByRole("tabpanel").textContent()) ?? "";
    const body = JSON.parse(/-d '([\s\S]*)'$/.exec(curl)?.[1] ?? "null") as { prefetch: { query: unknown; using: string }[]; query: unknown };
    expect(body.query).toEqual({ fusion: "rrf" });
    expect(body.prefetch.map(({ query, using }) => ({ query, using }))).toEqual([
      { query: { text: QUERY, model: "universal-sentence-encoder-lite" }, using: "dense" },
      { query: { text: QUERY, model: "qdrant/bm25" }, using: "bm25" },
    ]);
    const key = await createApiKey(page);
    const answer = await request.post(`/collections/${FITTING}/points/query`, { headers: { "api-key": key }, data: body });
    expect(answer.status(), await answer.text()).toBe(200);
    const { result } = (await answer.json()) as { result: { points: { id: number }[] } };
    expect(result.points[0]?.id).toBe(BEST_MATCH.id);
  });

  await test.step("the Overview and Metrics agree on the points imported", async () => {
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
    await expect(async () => {
      await page.reload();
      const collections = page.getByRole("region", { name: "Collections", exact: true });
      await expect(collections).toBeVisible({ timeout: 5_000 });
      expect(await figureOf(collections)).toBe(2);
      expect(await figureOf(page.getByRole("region", { name: "Points", exact: true }))).toBe(ROWS);
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole("region", { name: "Get started" })).toHaveCount(0);
    const jobs = page.getByRole("region", { name: "Recent imports and jobs" });
    // The refused import never started: the one import is the only job.
    await expect(jobs.getByRole("listitem")).toHaveCount(1);
    await expect(jobs.getByRole("listitem")).toContainText(`Import of how-tos.csv into ${FITTING}Succeeded${ROWS} rows`);

    // Written points are metered every few seconds: the page asks again on a reload.
    await page.goto(`/metrics?collection=${FITTING}`);
    await expect(page.getByRole("heading", { level: 1, name: "Metrics" })).toBeVisible();
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole("region", { name: "Points and indexed vectors" })).toContainText(`Now ${ROWS} points`, { timeout: 5_000 });
      await expect(page.getByRole("region", { name: "Points read and written" })).toContainText(`, ${ROWS} written`, { timeout: 5_000 });
    }).toPass({ timeout: 60_000, intervals: [2_000, 5_000] });
  });
});
