import { Router } from 'express';
import { caller, requireUser } from '../auth.js';
import { proposeFromConversation } from '../services/memory-proposals.js';
import { parse } from '../validate.js';
import { proposeMemoriesBody } from './memories.schema.js';
import { methodNotAllowed } from './method-not-allowed.js';

/**
 * `POST /api/memories/propose`: after a conversation, stores what the counselor proposes to remember
 * from it and answers `{created: [{id, text}]}`; a second call for the same messages creates nothing.
 */
export const memoriesRoutes = Router();

memoriesRoutes
  .route('/memories/propose')
  .post(requireUser, async (req, res) => {
    const { conversationId } = parse(proposeMemoriesBody, req.body);
    res.json({ created: await proposeFromConversation(caller(res).uid, conversationId) });
  })
  .all(methodNotAllowed);
