import { chatMessageBody } from '@domain/chat-request';
import { replyFeedbackBody } from '@domain/counselor-training';
import { usagePeriod, usageRecord } from '@domain/plans';
import { Router, type Response } from 'express';
import { caller, requireUser } from '../auth.js';
import { deleteConversation, requestStop, watchStopRequest } from '../data/conversations.js';
import { sessionsUsed } from '../data/usage.js';
import { readPlanHolder } from '../data/users.js';
import { ApiError, asApiError } from '../errors.js';
import { prepareReply, type PreparedReply } from '../services/chat-reply.js';
import { trainCounselor } from '../services/counselor-training.js';
import { parse } from '../validate.js';
import { conversationParams } from './chatbot.schema.js';
import { methodNotAllowed } from './method-not-allowed.js';
import { requireAppCheck } from '../app-check.js';

/** The chat endpoints: a message (JSON or streamed), usage, and clearing a conversation. */
export const chatbotRoutes = Router();

chatbotRoutes
  .route('/chatbot/message')
  .post(requireAppCheck, requireUser, async (req, res) => {
    const { uid } = caller(res);
    const body = parse(chatMessageBody, req.body);
    const arrived = new Date();
    const prepared = await prepareReply(uid, body, arrived);
    // A caller that goes away stops the reply; 'close' after the answer is complete stops nothing.
    const stop = new AbortController();
    res.on('close', () => stop.abort());
    if (req.accepts(['application/json', 'text/event-stream']) === 'text/event-stream') {
      await streamReply(prepared, res, stop.signal, (conversationId) =>
        watchStopRequest(uid, conversationId, arrived, () => stop.abort()),
      );
    } else {
      res.json(await prepared.run({ onSafety: () => {}, onText: () => {}, signal: stop.signal }));
    }
  })
  .all(methodNotAllowed);

// Server-sent events: `safety` first (the verdict, its lines and the conversation id), `delta`
// {text} as the reply is written (on a crisis the lines come first), then `done` with everything but
// the text, or `error` with the usual error envelope. Checks and 403s happen before the stream opens.
// Once the conversation is known, a Stop asked for through it (`watch`) stops the reply too.
async function streamReply(
  prepared: PreparedReply,
  res: Response,
  signal: AbortSignal,
  watch: (conversationId: string) => () => void,
) {
  res.status(200).set({
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
  });
  res.flushHeaders();
  const send = (event: string, data: unknown) =>
    res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  let unwatch = () => {};
  try {
    const { content: _content, ...final } = await prepared.run({
      onSafety: (safety) => {
        send('safety', safety);
        unwatch = watch(safety.conversationId);
      },
      onText: (text) => send('delta', { text }),
      signal,
    });
    send('done', final);
  } catch (error) {
    send('error', asApiError(error, 'POST /chatbot/message (stream)').body());
  } finally {
    unwatch();
  }
  res.end();
}

// Counselor training: a thumbs up or down on a reply, and what it taught (docs/api.md).
chatbotRoutes
  .route('/chatbot/feedback')
  .post(requireUser, async (req, res) => {
    const feedback = parse(replyFeedbackBody, req.body);
    res.json(await trainCounselor(caller(res).uid, feedback));
  })
  .all(methodNotAllowed);

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
  .route('/chatbot/conversations/:id/stop')
  .post(requireUser, async (req, res) => {
    const { id } = parse(conversationParams, req.params);
    if (!(await requestStop(caller(res).uid, id, new Date())))
      throw new ApiError('not_found', 'No such conversation');
    res.status(204).end();
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
