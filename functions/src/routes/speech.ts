import { logger } from 'firebase-functions';
import { entitlement, VOICE_PLANS } from '@domain/plans';
import {
  AUDIO_FORMATS,
  TRANSCRIBE_RATE_LIMIT,
  VOICE_FEATURE,
  VOICE_LIMITS,
  VOICE_UPGRADE_NOTE,
  wavDurationSeconds,
} from '@domain/voice';
import { Router } from 'express';
import { caller, requireUser } from '../auth.js';
import { readPlanHolder } from '../data/users.js';
import { ApiError } from '../errors.js';
import { enforceWindowLimit, modelCallAllowed } from '../rate-limit.js';
import { aiProvider } from '../providers/ai-provider.js';
import { methodNotAllowed } from './method-not-allowed.js';
import { readAudioUpload } from './speech.schema.js';
import { requireAppCheck } from '../app-check.js';

/**
 * `POST /api/speech/transcribe`: a voice message's text. Mounted ahead of the app's 100 KB body
 * limit: recordings have their own (VOICE_LIMITS).
 */
export const speechRoutes = Router();

speechRoutes
  .route('/speech/transcribe')
  .post(requireAppCheck, requireUser, async (req, res) => {
    const { uid } = caller(res);
    const user = await readPlanHolder(uid);
    if (!user) throw new ApiError('no_account');
    if (!entitlement(user, new Date()).voice) {
      throw new ApiError('subscription_required', `Subscription required. ${VOICE_UPGRADE_NOTE}.`, {
        feature: VOICE_FEATURE,
        requiredPlans: [...VOICE_PLANS],
      });
    }
    await enforceWindowLimit(
      `transcribe-${uid}`,
      TRANSCRIBE_RATE_LIMIT,
      res,
      () => 'You have sent many recordings this hour. Please type for now, or try again later.',
    );
    // The upload is checked even offline, so a bad request is named as such wherever it is sent.
    const { bytes, format } = await readAudioUpload(req);
    // Only WAV's length can be read for sure before the paid model hears it (a compressed container
    // may hold hours, or say nothing of its length): the app sends WAV, converted in the browser.
    if (format !== 'wav') {
      throw new ApiError(
        'bad_request',
        `audio: Send the recording as WAV; the length of ${AUDIO_FORMATS[format].label} audio cannot be checked before it is transcribed`,
        { field: 'audio' },
      );
    }
    const seconds = wavDurationSeconds(bytes);
    if (seconds === undefined) {
      throw new ApiError('bad_request', 'audio: The WAV recording cannot be read', { field: 'audio' });
    }
    // A second of slack for the recorder's own rounding.
    if (seconds > VOICE_LIMITS.maxRecordingSeconds + 1) {
      throw new ApiError(
        'payload_too_large',
        `audio: A recording must be at most ${VOICE_LIMITS.maxRecordingSeconds / 60} minutes`,
        { field: 'audio' },
      );
    }
    const { transcribe } = aiProvider();
    if (!transcribe) throw new ApiError('voice_unavailable');
    if (!(await modelCallAllowed(uid))) throw new ApiError('daily_limit');
    const { extension, mimeType } = AUDIO_FORMATS.wav;
    let text: string;
    try {
      text = await transcribe(bytes, `recording.${extension}`, mimeType);
    } catch (error) {
      logger.error('POST /speech/transcribe: the transcription provider failed', { error: String(error) });
      throw new ApiError('transcription_failed');
    }
    res.json({ text });
  })
  .all(methodNotAllowed);
