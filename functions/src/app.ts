import cors from 'cors';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { allowedOrigins } from './config.js';
import { ApiError, asApiError } from './errors.js';
import { accountRoutes } from './routes/account.js';
import { billingRoutes, stripeWebhookRoutes } from './routes/billing.js';
import { chatbotRoutes } from './routes/chatbot.js';
import { feedbackRoutes } from './routes/feedback.js';
import { healthRoutes } from './routes/health.js';
import { identityRoutes } from './routes/identity.js';
import { labsRoutes } from './routes/labs.js';
import { memoriesRoutes } from './routes/memories.js';
import { newsletterRoutes } from './routes/newsletter.js';
import { remindersRoutes } from './routes/reminders.js';
import { reportsRoutes } from './routes/reports.js';
import { speechRoutes } from './routes/speech.js';
import { strategyRoutes } from './routes/strategy.js';

/** Largest request body the API accepts, in bytes. */
export const BODY_LIMIT_BYTES = 100 * 1024;

const CHAT_MESSAGE_PATH = /^(?:\/api)?\/chatbot\/message$/;

// The Functions runtime parses JSON before express sees it; this keeps the limit either way. A chat
// message is not refused for its size: its schema keeps only the recent turns, so a message at the
// end of a long history sent by an older client is still read (a crisis above all).
const limitBody: RequestHandler = (req, _res, next) => {
  if (CHAT_MESSAGE_PATH.test(req.path) && req.body !== undefined) return next();
  const rawLength = (req as { rawBody?: Buffer }).rawBody?.length ?? 0;
  const declaredLength = Number(req.get('content-length') ?? 0);
  if (Math.max(rawLength, declaredLength) > BODY_LIMIT_BYTES) {
    return next(
      new ApiError('payload_too_large', `The request body must be at most ${BODY_LIMIT_BYTES / 1024} KB.`),
    );
  }
  next();
};

const notFound: RequestHandler = (_req, _res, next) => next(new ApiError('not_found'));

const handleError: ErrorRequestHandler = (error, req, res, _next) => {
  const apiError = asApiError(error, `${req.method} ${req.originalUrl}`);
  const { retryAfterSeconds } = apiError.extra;
  if (retryAfterSeconds !== undefined) res.set('retry-after', String(retryAfterSeconds));
  res.status(apiError.status).json(apiError.body());
};

/** Builds the express app behind the `api` function. */
export function createApp() {
  const app = express();
  app.disable('x-powered-by');
  // Here rather than the function's `cors` option, which the emulators override to allow any origin.
  app.use(cors({ origin: allowedOrigins() }));
  // Recordings are multipart uploads with a limit of their own, so they come before the JSON limit.
  app.use('/api', speechRoutes);
  app.use(speechRoutes);
  // Stripe signs the raw body it sends, whatever its size.
  app.use('/api', stripeWebhookRoutes);
  app.use(stripeWebhookRoutes);
  app.use(limitBody);
  app.use(express.json({ limit: BODY_LIMIT_BYTES }));
  const routes = express.Router();
  routes.use(
    healthRoutes,
    identityRoutes,
    chatbotRoutes,
    newsletterRoutes,
    feedbackRoutes,
    reportsRoutes,
    memoriesRoutes,
    strategyRoutes,
    labsRoutes,
    remindersRoutes,
    accountRoutes,
    billingRoutes,
  );
  // Through Hosting the path keeps its /api prefix; at the function's own URL it has none.
  app.use('/api', routes);
  app.use(routes);
  app.use(notFound);
  app.use(handleError);
  return app;
}
