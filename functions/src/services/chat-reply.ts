import { logger } from 'firebase-functions';
import { CHAT_LIMITS, UNPLANNED_CLASSIFICATIONS_PER_DAY } from '@domain/chat';
import type { ChatMessageBody } from '@domain/chat-request';
import { counselorMode } from '@domain/counselor-modes';
import { trainsCounselor } from '@domain/counselor-training';
import { assessConversation, safetyQuestionState } from '@domain/crisis-assessor';
import { messageLanguage } from '@domain/crisis-languages';
import { resolvePersonality } from '@domain/personalities';
import { entitlement, needsNewSession, usagePeriod, usageRecord, type UsageRecord } from '@domain/plans';
import { buildSystemPrompt } from '@domain/prompts';
import {
  AI_DISCLOSURE,
  crisisReply,
  DISCLOSURE_REPEAT_AFTER_MS,
  friendSupportNote,
  highestAssessment,
  SAFETY_QUESTION,
  safetyResponse,
  type SafetyAssessment,
  type SafetyInfo,
} from '@domain/safety';
import {
  closeSession,
  newConversationId,
  readConversation,
  readHistory,
  recordReply,
  recordUserMessage,
} from '../data/conversations.js';
import { readMemoryTexts } from '../data/memories.js';
import { readPreferences } from '../data/preferences.js';
import { claimSession, refundSession, sessionsUsedSummary, type SessionClaim } from '../data/usage.js';
import { readChatAccount } from '../data/users.js';
import { ApiError } from '../errors.js';
import { chatRateExceeded, modelCallsToday, withinDailyCap } from '../rate-limit.js';
import { aiProvider, type AiProvider, type ModelRequest } from '../providers/ai-provider.js';

/** What the caller gets once the reply is complete. */
export interface ChatOutcome {
  content: string;
  conversationId: string;
  usage: UsageRecord;
  safety: SafetyInfo;
  provider: AiProvider['name'];
  /** The AI disclosure, when this reply must repeat it (a new conversation, or 3 hours on). */
  notice?: string;
}

/** What a reply tells its caller as it goes: the safety verdict first, then the text. */
export interface ReplyEvents {
  onSafety: (safety: SafetyInfo & { conversationId: string }) => void;
  onText: (text: string) => void;
  /** Stops the reply (the Stop button, or the caller gone): what was said so far is stored as stopped. */
  signal: AbortSignal;
}

/** A message that passed every check, with its session reserved: `run` produces the reply. */
export interface PreparedReply {
  run: (events: ReplyEvents) => Promise<ChatOutcome>;
}

/**
 * Checks a chat message before any reply is sent: safety first (the message with the conversation's
 * last stored ones), then rate, daily cap, plan, trial and session limit. A crisis passes every limit
 * and never uses a session; where the person has no plan or is past a limit, it is answered with the
 * fixed crisis reply and no model call. Throws ApiError for 403s and 429s.
 */
export async function prepareReply(
  uid: string,
  body: ChatMessageBody,
  now = new Date(),
): Promise<PreparedReply> {
  const receivedAt = performance.now();
  const userText = body.messages.at(-1)!.content;
  const period = usagePeriod(now);
  const [user, conversation, history, usedBefore, callsToday, retryAfterSeconds, memoryTexts] =
    await Promise.all([
      readChatAccount(uid),
      body.conversationId ? readConversation(uid, body.conversationId) : undefined,
      body.conversationId ? readHistory(uid, body.conversationId, CHAT_LIMITS.historyTurns) : [],
      sessionsUsedSummary(uid, period),
      modelCallsToday(uid, now),
      chatRateExceeded(uid, now),
      // Read for each reply, so an item deleted or a pause a moment ago holds at once.
      readMemoryTexts(uid),
    ]);
  // The last two messages the person sent here, so a disclosure split over messages is read whole.
  const earlier = history
    .filter((turn) => turn.role === 'user')
    .slice(-2)
    .map((turn) => turn.content);
  const question = safetyQuestionState(history);
  const local = assessConversation(earlier, userText, question);
  const withinCap = withinDailyCap(uid, callsToday);
  // Past the rate limit or the daily cap, only a crisis still gets a reply.
  if (local.level !== 'crisis') {
    if (retryAfterSeconds !== undefined)
      throw new ApiError(
        'rate_limited',
        `You are sending messages faster than the counselor can answer. Please try again in ${retryAfterSeconds} seconds.`,
        { retryAfterSeconds },
      );
    if (!withinCap) throw new ApiError('daily_limit');
  }
  if (!user) throw new ApiError('no_account');
  const granted = entitlement(user, now);
  // A model writes only for a plan within its limits; any other crisis gets the fixed crisis reply.
  const modelAnswers = granted.source !== 'none' && withinCap && retryAfterSeconds === undefined;
  // Without a plan, a few classifications a day still look for a crisis the local assessor missed.
  const classifies = granted.source !== 'none' || (callsToday ?? 0) <= UNPLANNED_CLASSIFICATIONS_PER_DAY;
  const verdict =
    local.level === 'crisis'
      ? Promise.resolve(local)
      : askProvider(local, [...earlier, userText], classifies);
  // Paused memory puts nothing in the prompt (the record read above says whether it is on).
  const memories = user.memoryEnabled ? memoryTexts : [];
  const mode = counselorMode(granted);
  const newSession = needsNewSession(conversation, now);

  // A limit refuses only once the provider, too, has found no crisis.
  let claim: SessionClaim | undefined;
  if (local.level !== 'crisis') {
    if (granted.source === 'none') {
      if ((await verdict).level !== 'crisis') throw new ApiError('trial_expired', 'Trial expired');
    } else if (newSession) {
      claim = await claimSession(uid, period, granted.monthlyLimit, usedBefore);
      if (!claim && (await verdict).level !== 'crisis')
        throw new ApiError('session_limit', 'Session limit reached', { remaining: 0 });
    }
  }

  return {
    async run(events) {
      const conversationId = conversation?.id ?? newConversationId(uid);
      // Only the elite mode applies what counselor training taught.
      const preferences = trainsCounselor(granted) ? await readPreferences(uid) : [];
      const model = aiProvider();
      const resolved = resolvePersonality(body.personalityType);
      const request = (crisis: boolean, signal?: AbortSignal): ModelRequest => ({
        system: buildSystemPrompt({
          supportType: body.supportType,
          personalityType: body.personalityType,
          customInstructions: body.customInstructions,
          basePersonality: body.basePersonality,
          crisis,
          asksSafetyQuestion: asks(local),
          mode,
          preferences,
          memories,
        }),
        messages: [...history, { role: 'user', content: userText }],
        supportType: body.supportType,
        personality: body.basePersonality ?? resolved.base,
        // A crisis reply stays simple (the prompt leaves the mode out too): no structured work or homework.
        mode: crisis ? 'supportive' : mode,
        signal,
      });
      // The reply starts while the provider's verdict is awaited; its words wait for the verdict, and
      // a crisis verdict cancels it for a crisis reply.
      const cancelEarly = new AbortController();
      const early =
        local.level === 'crisis' || !modelAnswers
          ? undefined
          : started(model.stream(request(false, AbortSignal.any([cancelEarly.signal, events.signal]))));
      const assessment = await verdict;
      const crisis = assessment.level === 'crisis';
      // The question is asked once a conversation, and never beside a crisis reply.
      const asking = !question && asks(assessment);
      if (crisis && claim) {
        await refundSession(claim);
        claim = undefined;
      }
      const storingMessage = recordUserMessage(uid, conversationId, {
        content: userText,
        now,
        session: crisis ? 'none' : newSession ? 'new' : 'continue',
        safety: assessment.level,
        ...(conversation
          ? {}
          : { start: { supportType: body.supportType, personalityType: body.personalityType } }),
      });
      // The write goes on while the reply streams, so the first words are not held back by it.
      storingMessage.catch(() => {});
      const language = messageLanguage(userText);
      const context = {
        country: body.country,
        earlierCrisis: conversation?.crisisAt !== undefined,
        language,
      };
      const safety = safetyResponse(assessment, context);
      events.onSafety({ ...safety, conversationId });

      let content = '';
      let stopped = false;
      let modelFailure = false;
      let firstTextMs: number | undefined;
      const elapsedMs = () => Math.round(performance.now() - receivedAt);
      const say = (text: string) => {
        firstTextMs ??= elapsedMs();
        content += text;
        events.onText(text);
      };
      // One entry per reply, numbers and flags only (never text): the log-based metrics of
      // docs/monitoring.md count crises and model failures and take latencies from it.
      const logReply = () =>
        logger.info('chat reply', {
          provider: model.name,
          crisis,
          modelFailure,
          stopped,
          latencyMs: elapsedMs(),
          firstTextMs,
        });
      try {
        if (crisis) {
          // The lines go first, so they reach the person whatever the model then does.
          say(
            crisisReply(assessment.kinds, body.country, {
              grounding: !modelAnswers,
              language,
            }),
          );
          cancelEarly.abort();
          if (modelAnswers)
            await passOn(started(model.stream(request(true, events.signal))), (text, first) =>
              say(first ? `\n\n${text}` : text),
            );
        } else {
          await passOn(early!, say);
          // A model answer with no words is a failed reply: stored, it would be an empty message.
          if (!content.trim()) throw new Error('The model answered with no words');
        }
      } catch (error) {
        // A stopped reply is no failure: its session stays counted, and what was said is kept.
        stopped = events.signal.aborted;
        modelFailure = !stopped;
        if (modelFailure)
          logger.error('chat provider failed', { provider: model.name, error: String(error) });
        // Where the reply asks the safety question, the question is said even without the model's words.
        if (!crisis && !stopped && !asking) {
          logReply();
          if (claim) {
            await refundSession(claim);
            await storingMessage.then(() => closeSession(uid, conversationId));
          }
          throw new ApiError('provider_unavailable');
        }
      }
      if (assessment.kinds.includes('friend-risk')) say(`\n\n${friendSupportNote(body.country)}`);
      if (asking && !stopped) say(content ? `\n\n${SAFETY_QUESTION}` : SAFETY_QUESTION);

      await storingMessage;
      const disclose =
        !conversation?.disclosedAt ||
        now.getTime() - conversation.disclosedAt.getTime() >= DISCLOSURE_REPEAT_AFTER_MS;
      const notice = disclose ? AI_DISCLOSURE : undefined;
      // A reply stopped before its first word leaves the message without one.
      if (content || !stopped)
        await recordReply(uid, conversationId, { content, now, notice, provider: model.name, stopped });
      logReply();
      return {
        content,
        conversationId,
        usage: usageRecord(user, usedBefore + (claim ? 1 : 0), now),
        safety,
        provider: model.name,
        ...(notice ? { notice } : {}),
      };
    },
  };
}

const asks = (assessment: SafetyAssessment) =>
  assessment.level === 'concern' && assessment.kinds.includes('unclear-risk');

// Where a model is configured, its moderation (free) and, when `classifies`, a classification of the
// recent messages run beside the local assessor, within the classification timeout; the highest
// verdict wins.
async function askProvider(
  local: SafetyAssessment,
  recent: string[],
  classifies: boolean,
): Promise<SafetyAssessment> {
  const { classify, moderate } = aiProvider();
  if (!classify || !moderate) return local;
  const [moderation, model] = await Promise.all([
    moderate(recent.at(-1)!),
    classifies ? classify(recent) : undefined,
  ]);
  return highestAssessment(
    local,
    model,
    moderation?.selfHarm ? { level: 'crisis', kinds: ['self-injury'] } : undefined,
    moderation?.violence ? { level: 'concern', kinds: ['distress'] } : undefined,
  );
}

// Asks a stream for its first piece at once, so the request is under way; the pieces are read later.
function started(stream: AsyncGenerator<string>) {
  const first = stream.next();
  // A stream left unread (a crisis replaces it) must not fail unhandled.
  first.catch(() => {});
  return { stream, first };
}

// Passes every piece of a started stream on, the first marked as such.
async function passOn(
  { stream, first }: ReturnType<typeof started>,
  onText: (text: string, first: boolean) => void,
) {
  const head = await first;
  if (head.done) return;
  onText(head.value, true);
  for await (const text of stream) onText(text, false);
}
