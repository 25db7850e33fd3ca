import { labSwitchSchema } from '@domain/labs';

/** `POST /api/labs` body: `{feature, enabled}`. */
export const labSwitchBody = labSwitchSchema.strict();
