import { feedbackSchema } from '@domain/contact';

/** `POST /api/feedback` body: `{name, email, category, message}`. */
export const feedbackBody = feedbackSchema.strict();
