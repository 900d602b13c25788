// How the project's uploads are summed up and sized: the bytes the plan
// counts (a deferred length counts what arrived, as the service counts it).
import { keptBytesOf, uploadSizeText, uploadsTotalText } from "../../../src/areas/data-import/upload-list/upload-figures";

const complete = (size: number) => ({ size, offset: size, state: "complete" as const });

it("sums the uploads and the bytes they keep", () => {
  expect(uploadsTotalText([complete(500_000_000), complete(600_000_000), complete(100_000_000)])).toBe("3 uploads, 1.2 GB kept");
  expect(uploadsTotalText([complete(2_400)])).toBe("1 upload, 2.4 kB kept");
  expect(uploadsTotalText([complete(1_000_000), { size: 5_000_000, offset: 10, state: "uploading" }])).toBe("2 uploads (1 unfinished), 6 MB kept");
});

it("counts an upload whose length is not told yet by the bytes it received", () => {
  const deferred = { size: null, offset: 40_000, state: "uploading" as const };
  expect(keptBytesOf(deferred)).toBe(40_000);
  expect(uploadSizeText(deferred)).toBe("40 kB of a size not told yet received");
  expect(uploadSizeText({ size: 5_000_000, offset: 1_000_000, state: "uploading" })).toBe("1 MB of 5 MB received");
  expect(uploadSizeText(complete(2_400_000))).toBe("2.4 MB");
});
