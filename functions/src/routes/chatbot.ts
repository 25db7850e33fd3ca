import { chatMessageBody } from '@domain/chat-request';
import { usagePeriod, usageRecord } from '@domain/plans';
import { Router, type Response } from 'express';
import { caller, requireUser } from '../auth.js';
import { deleteConversation } from '../data/conversations.js';
import { sessionsUsed } from '../data/usage.js';
import { readPlanHolder } from '../data/users.js';
import { ApiError, asApiError } from '../errors.js';
import { prepareReply, type PreparedReply } from '../services/chat-reply.js';
import { parse } from '../validate.js';
import { conversationParams } from './chatbot.schema.js';
import { methodNotAllowed } from './method-not-allowed.js';
import { requireAppCheck } from '../app-check.js';

/** The chat endpoints: a message (JSON or streamed), usage, and clearing a conversation. */
export const chatbotRoutes = Router();

chatbotRoutes
  .route('/chatbot/message')
  .post(requireAppCheck, requireUser, async (req, res) => {
    const body = parse(chatMessageBody, req.body);
    const prepared = await prepareReply(caller(res).uid, body);
    if (req.accepts(['application/json', 'text/event-stream']) === 'text/event-stream') {
      await streamReply(prepared, res);
    } else {
      res.json(await prepared.run({ onSafety: () => {}, onText: () => {} }));
    }
  })
  .all(methodNotAllowed);

// Server-sent events: `safety` first (the verdict, its lines and the conversation id), `delta`
// {text} as the reply is written (on a crisis the lines come first), then `done` with everything but
// the text, or `error` with the usual error envelope. Checks and 403s happen before the stream opens.
async function streamReply(prepared: PreparedReply, res: Response) {
  res.status(200).set({
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
  });
  res.flushHeaders();
  const send = (event: string, data: unknown) =>
    res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  try {
    const { content: _content, ...final } = await prepared.run({
      onSafety: (safety) => send('safety', safety),
      onText: (text) => send('delta', { text }),
    });
    send('done', final);
  } catch (error) {
    send('error', asApiError(error, 'POST /chatbot/message (stream)').body());
  }
  res.end();
}

chatbotRoutes
  .route('/chatbot/usage')
  .get(requireUser, async (_req, res) => {
    const { uid } = caller(res);
    const now = new Date();
    const user = await readPlanHolder(uid);
    if (!user) throw new ApiError('no_account');
    res.json(usageRecord(user, await sessionsUsed(uid, usagePeriod(now)), now));
  })
  .all(methodNotAllowed);

chatbotRoutes
  .route('/chatbot/conversations/:id')
  .delete(requireUser, async (req, res) => {
    const { id } = parse(conversationParams, req.params);
    if (!(await deleteConversation(caller(res).uid, id)))
      throw new ApiError('not_found', 'No such conversation');
    res.status(204).end();
  })
  .all(methodNotAllowed);
