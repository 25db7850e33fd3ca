import { newsletterSchema } from '@domain/contact';

/** `POST /api/newsletter` body: `{email}`. */
export const newsletterBody = newsletterSchema.strict();
