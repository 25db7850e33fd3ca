import type { BuiltInPersonality } from '@domain/chat';
import { resolvePersonality } from '@domain/personalities';
import { accessAt, needsNewSession, usagePeriod, usageRecord, type UsageRecord } from '@domain/plans';
import { buildSystemPrompt } from '@domain/prompts';
import { assessMessage } from '@domain/crisis-assessor';
import {
  AI_DISCLOSURE,
  crisisReply,
  DISCLOSURE_REPEAT_AFTER_MS,
  highestAssessment,
  safetyResponse,
  type SafetyAssessment,
  type SafetyInfo,
} from '@domain/safety';
import { config } from '../config.js';
import {
  newConversationId,
  readConversation,
  recordReply,
  recordUserMessage,
} from '../data/conversations.js';
import { claimSession, refundSession, sessionsUsedSummary, type SessionClaim } from '../data/usage.js';
import { readPlanHolder } from '../data/users.js';
import { ApiError } from '../errors.js';
import { chatModel } from '../providers/chat-model.js';
import { moderate } from '../providers/openai.js';
import type { ChatMessageBody } from '../routes/chatbot.schema.js';

/** What the caller gets once the reply is complete. */
export interface ChatOutcome {
  content: string;
  conversationId: string;
  usage: UsageRecord;
  safety: SafetyInfo;
  provider: 'openai' | 'offline';
  /** The AI disclosure, when this reply must repeat it (a new conversation, or 3 hours on). */
  notice?: string;
}

/** A message that passed every check, with its session reserved: `run` produces the reply. */
export interface PreparedReply {
  run: (onText: (text: string) => void) => Promise<ChatOutcome>;
}

/**
 * Checks a chat message before any reply is sent: safety first, then plan, trial and session limit.
 * Crisis messages pass every limit and never use a session. Throws ApiError for 403s.
 */
export async function prepareReply(
  uid: string,
  body: ChatMessageBody,
  now = new Date(),
): Promise<PreparedReply> {
  const userText = body.messages.at(-1)!.content;
  const period = usagePeriod(now);
  const [assessment, user, conversation, usedBefore] = await Promise.all([
    assess(userText),
    readPlanHolder(uid),
    body.conversationId ? readConversation(uid, body.conversationId) : undefined,
    sessionsUsedSummary(uid, period),
  ]);
  if (!user) throw new ApiError('not_found', 'Your account is not set up yet. Please sign in again.');
  const crisis = assessment.level === 'crisis';
  const access = accessAt(user, now);
  const newSession = needsNewSession(conversation, now);

  let claim: SessionClaim | undefined;
  if (!crisis) {
    if (access.kind === 'expired') throw new ApiError('trial_expired', 'Trial expired');
    if (newSession) {
      claim = await claimSession(uid, period, access.monthlyLimit, usedBefore);
      if (!claim) throw new ApiError('session_limit', 'Session limit reached', { remaining: 0 });
    }
  }

  return {
    async run(onText) {
      const conversationId = conversation?.id ?? newConversationId(uid);
      const storingMessage = recordUserMessage(uid, conversationId, {
        content: userText,
        now,
        newSession,
        safety: assessment.level,
        ...(conversation
          ? {}
          : { start: { supportType: body.supportType, personalityType: body.personalityType } }),
      });
      // The write goes on while the model starts, so the first words are not held back by it.
      storingMessage.catch(() => {});
      try {
        const model = chatModel();
        const content = await generate(body, assessment, model, onText);
        await storingMessage;
        const disclose =
          !conversation?.disclosedAt ||
          now.getTime() - conversation.disclosedAt.getTime() >= DISCLOSURE_REPEAT_AFTER_MS;
        const notice = disclose ? AI_DISCLOSURE : undefined;
        await recordReply(uid, conversationId, { content, now, notice, provider: model.provider });
        return {
          content,
          conversationId,
          usage: usageRecord(user, usedBefore + (claim ? 1 : 0), now),
          safety: safetyResponse(assessment),
          provider: model.provider,
          ...(notice ? { notice } : {}),
        };
      } catch (error) {
        if (claim) await refundSession(claim);
        throw error;
      }
    },
  };
}

// The local assessor always runs; the provider's moderation, where configured, can only raise it.
async function assess(text: string): Promise<SafetyAssessment> {
  const local = assessMessage(text);
  if (!config().openai || local.level === 'crisis') return local;
  const moderation = await moderate(text);
  return highestAssessment(
    local,
    moderation?.selfHarm ? { level: 'crisis', kinds: ['self-injury'] } : undefined,
    moderation?.violence ? { level: 'concern', kinds: ['distress'] } : undefined,
  );
}

// Streams the model's reply through `onText`. On crisis the resources follow whatever the model
// said, and stand alone when the model fails.
async function generate(
  body: ChatMessageBody,
  assessment: SafetyAssessment,
  model: ReturnType<typeof chatModel>,
  onText: (text: string) => void,
): Promise<string> {
  const resolved = resolvePersonality(body.personalityType);
  const personality: BuiltInPersonality = body.basePersonality ?? resolved.base;
  const system = buildSystemPrompt({
    supportType: body.supportType,
    personalityType: body.personalityType,
    customInstructions: body.customInstructions,
    basePersonality: body.basePersonality,
  });
  let content = '';
  try {
    for await (const text of model.stream({
      system,
      messages: body.messages,
      supportType: body.supportType,
      personality,
    })) {
      content += text;
      onText(text);
    }
  } catch (error) {
    console.error('chat provider failed', { provider: model.provider, error });
    if (assessment.level !== 'crisis') throw new ApiError('provider_unavailable');
  }
  if (assessment.level === 'crisis') {
    const resources = (content ? '\n\n' : '') + crisisReply(assessment.kinds);
    content += resources;
    onText(resources);
  }
  return content;
}
