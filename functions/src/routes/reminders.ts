import { nextReminderAt, registerReminderBody, unregisterReminderBody } from '@domain/reminders';
import { Router } from 'express';
import { caller, requireUser } from '../auth.js';
import { removeReminderTokens, saveReminderToken } from '../data/reminders.js';
import { userRecordExists } from '../data/users.js';
import { ApiError } from '../errors.js';
import { parse } from '../validate.js';
import { methodNotAllowed } from './method-not-allowed.js';

/**
 * `POST /api/reminders/token`: this device receives journal reminders at `time` in `timeZone`
 * (reminders/{uid}); answers `{nextAt}`. `DELETE /api/reminders/token`: it no longer does (reminders
 * turned off, or signing out); answers 204. Either may be repeated.
 */
export const remindersRoutes = Router();

remindersRoutes
  .route('/reminders/token')
  .post(requireUser, async (req, res) => {
    const body = parse(registerReminderBody, req.body);
    const { uid } = caller(res);
    if (!(await userRecordExists(uid))) throw new ApiError('no_account');
    const nextAt = nextReminderAt(body.time, body.timeZone, new Date());
    await saveReminderToken(uid, body, nextAt);
    res.json({ nextAt: nextAt.toISOString() });
  })
  .delete(requireUser, async (req, res) => {
    const { token } = parse(unregisterReminderBody, req.body);
    await removeReminderTokens(caller(res).uid, [token]);
    res.status(204).end();
  })
  .all(methodNotAllowed);
