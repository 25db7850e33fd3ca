import { SIGN_IN_ADDRESS_LIMIT, SIGN_UP_ADDRESS_LIMIT } from '@domain/user';
import { Router } from 'express';
import { adminAuth } from '../admin.js';
import { caller, requireUser } from '../auth.js';
import { ensureUserRecord, getOrCreateUserRecord } from '../data/users.js';
import { identityError } from '../errors.js';
import { signInWithPassword } from '../providers/identity-toolkit.js';
import { enforceAddressLimit, limitFailedSignIns } from '../rate-limit.js';
import { parse } from '../validate.js';
import { methodNotAllowed } from './method-not-allowed.js';
import { loginBody, registerBody } from './identity.schema.js';
import { requireAppCheck } from '../app-check.js';

const ADMIN_CODE_TO_CLIENT_CODE: Record<string, string> = {
  'auth/email-already-exists': 'email-already-in-use',
  'auth/invalid-email': 'invalid-email',
  'auth/invalid-password': 'weak-password',
};

/** The spec's identity calls: register, login, logout and the current user. */
export const identityRoutes = Router();

identityRoutes
  .route('/register')
  .post(requireAppCheck, async (req, res) => {
    // Every attempt counts, valid or not: a flood of sign-ups costs before it succeeds.
    await enforceAddressLimit('signup', SIGN_UP_ADDRESS_LIMIT, req, res);
    const { email, password, name, plan } = parse(registerBody, req.body);
    let uid: string;
    try {
      ({ uid } = await adminAuth().createUser({
        email,
        password,
        ...(name ? { displayName: name } : {}),
      }));
    } catch (error) {
      const code = ADMIN_CODE_TO_CLIENT_CODE[(error as { code?: string }).code ?? ''];
      if (!code) throw error;
      throw identityError(code);
    }
    try {
      await ensureUserRecord(uid, { email, name, trialPlan: plan });
    } catch (error) {
      // No half-made accounts: without its record the sign-up did not happen.
      await adminAuth().deleteUser(uid);
      throw error;
    }
    const session = await signInWithPassword(email, password);
    const user = await getOrCreateUserRecord(uid, { email, name });
    res.status(201).json({ token: session.idToken, user });
  })
  .all(methodNotAllowed);

identityRoutes
  .route('/login')
  .post(async (req, res) => {
    await enforceAddressLimit('signin', SIGN_IN_ADDRESS_LIMIT, req, res);
    const { email, password } = parse(loginBody, req.body);
    const session = await limitFailedSignIns(email, res, () => signInWithPassword(email, password));
    const { displayName } = await adminAuth().getUser(session.uid);
    const user = await getOrCreateUserRecord(session.uid, { email, name: displayName });
    res.json({ token: session.idToken, user });
  })
  .all(methodNotAllowed);

// ID tokens are stateless and the client discards its own; other devices stay signed in.
identityRoutes
  .route('/logout')
  .post(requireUser, (_req, res) => {
    res.json({ success: true });
  })
  .all(methodNotAllowed);

identityRoutes
  .route('/user')
  .get(requireUser, async (_req, res) => {
    const { uid, email, name } = caller(res);
    res.json(await getOrCreateUserRecord(uid, { email: email ?? '', name }));
  })
  .all(methodNotAllowed);
