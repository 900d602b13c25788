// Listing and deleting a bucket's keys, as the uploads' and the file
// storage's S3 sides both need: every key under a prefix, page after page,
// and keys deleted a thousand at a time (DeleteObjects' most), failing on
// the first key the bucket kept.
import { DeleteObjectsCommand, ListObjectsV2Command, type S3Client } from "@aws-sdk/client-s3";

const DELETE_BATCH = 1_000;

export async function listKeys(client: S3Client, bucket: string, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
    for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys;
}

export async function deleteKeys(client: S3Client, bucket: string, keys: readonly string[]): Promise<void> {
  for (let start = 0; start < keys.length; start += DELETE_BATCH) {
    const batch = keys.slice(start, start + DELETE_BATCH);
    const answer = await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }));
    const [failed] = answer.Errors ?? [];
    if (failed) throw new Error(`The bucket kept ${failed.Key ?? "an object"}: ${failed.Code ?? ""} ${failed.Message ?? ""}`.trim());
  }
}
