import { adminDb } from '../../functions/src/admin';

/** Points the Admin SDK at the demo project (emulators:exec already points it at the emulators). */
export function useDemoProject() {
  process.env.GCLOUD_PROJECT ??= 'demo-reflectai';
}

/**
 * The paths of every document under `path` (a document), at any depth, read with the Admin SDK: the
 * document itself if it exists, and everything in its collections, found with `listCollections()`.
 */
export async function documentsUnder(path: string): Promise<string[]> {
  const ref = adminDb().doc(path);
  const found = (await ref.get()).exists ? [ref.path] : [];
  for (const collection of await ref.listCollections()) {
    // listDocuments() also returns documents that exist only as parents of others.
    for (const document of await collection.listDocuments())
      found.push(...(await documentsUnder(document.path)));
  }
  return found;
}
