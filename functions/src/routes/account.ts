import { logger } from 'firebase-functions';
import { exportFileName } from '@domain/account-export';
import { accountMarkdown } from '@domain/account-export-markdown';
import { Router, type Response } from 'express';
import { once } from 'node:events';
import { caller, requireUser, userVerifier } from '../auth.js';
import { accountJsonExport, firestoreExportReader } from '../data/account.js';
import { deleteAccount } from '../services/account-deletion.js';
import { parse } from '../validate.js';
import { deleteAccountBody, exportQuery } from './account.schema.js';
import { methodNotAllowed } from './method-not-allowed.js';

/** The person's own data: export everything (JSON or Markdown) and delete the account. */
export const accountRoutes = Router();

// Chunks are gathered to about this size before each write, so a large export is not a flood of tiny writes.
const WRITE_SIZE = 64 * 1024;

accountRoutes
  .route('/account/export')
  .get(requireUser, async (req, res) => {
    const { format, tz } = parse(exportQuery, req.query);
    const { uid } = caller(res);
    const exportedAt = new Date();
    const chunks =
      format === 'json'
        ? await accountJsonExport(uid, exportedAt)
        : accountMarkdown(firestoreExportReader(uid), { exportedAt, timeZone: tz });
    // The first piece is read before anything is sent, so an early failure still gets the JSON error.
    const first = await chunks.next();
    res.status(200).set({
      'content-type': format === 'json' ? 'application/json; charset=utf-8' : 'text/markdown; charset=utf-8',
      'content-disposition': `attachment; filename="${exportFileName(format, exportedAt, tz)}"`,
      'cache-control': 'no-store',
      // The app downloads from the function's own URL (Hosting would buffer the stream): let it read the name.
      'access-control-expose-headers': 'Content-Disposition',
    });
    await streamText(first.done ? '' : first.value, chunks, res, `GET /account/export (${format})`);
  })
  .all(methodNotAllowed);

/**
 * Writes the export as it is produced, page by page, waiting whenever the client reads slower than
 * Firestore answers. A failure half-way aborts the response, so a partial file never looks complete.
 */
async function streamText(first: string, rest: AsyncGenerator<string>, res: Response, context: string) {
  let buffer = first;
  try {
    for await (const chunk of rest) {
      buffer += chunk;
      if (buffer.length < WRITE_SIZE) continue;
      const flushed = res.write(buffer);
      buffer = '';
      if (!flushed) await once(res, 'drain');
    }
    res.end(buffer);
  } catch (error) {
    logger.error(`${context} failed while streaming`, { error: String(error) });
    res.destroy(error as Error);
  }
}

accountRoutes
  .route('/account')
  // A retry whose first attempt already removed the Auth user still finishes and answers 204.
  .delete(userVerifier({ allowDeletedUser: true }), async (req, res) => {
    parse(deleteAccountBody, req.body ?? {});
    await deleteAccount(caller(res).uid);
    res.status(204).end();
  })
  .all(methodNotAllowed);
