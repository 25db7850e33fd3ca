import { logger } from 'firebase-functions';
import { assessMessage } from '@domain/crisis-assessor';
import {
  composeStrategy,
  modelStrategy,
  moodWindowStart,
  STRATEGY_LIMITS,
  strategyInputs,
  strategyPrompt,
  type DailyStrategyJson,
  type StrategyInputs,
  type StrategySource,
} from '@domain/daily-strategy';
import { readGoals } from '../data/goals.js';
import { journalEntriesBetween } from '../data/journal.js';
import { readActiveMemories } from '../data/memories.js';
import { keepStrategy, readStrategy } from '../data/strategies.js';
import { aiProvider } from '../providers/ai-provider.js';
import { modelCallAllowed } from '../rate-limit.js';

// Home never shows crisis content: texts the crisis assessor flags at all stay out of a strategy.
const calm = (text: string) => assessMessage(text).level === 'none';

/** The strategy's text: the model's when there is one and it answers in time, else the composer's. */
async function writeStrategy(
  uid: string,
  inputs: StrategyInputs,
  now: Date,
): Promise<{ text: string; source: StrategySource }> {
  const { reflect } = aiProvider();
  if (reflect && (await modelCallAllowed(uid, now))) {
    try {
      const text = modelStrategy(await reflect(strategyPrompt(inputs), STRATEGY_LIMITS.modelTimeoutMs));
      if (text && calm(text)) return { text, source: 'ai' };
      logger.warn('daily strategy: unusable model answer, using the composer', { uid });
    } catch (error) {
      logger.warn('daily strategy: AI provider failed, using the composer', { uid, error: String(error) });
    }
  }
  return { text: composeStrategy(inputs), source: 'offline' };
}

/**
 * The person's strategy for `day` (their local date): the one stored, else one made now from their
 * goals, last week's moods and memory, and kept, so it is made once a day however many ask at once.
 */
export async function todaysStrategy(uid: string, day: string, now: Date): Promise<DailyStrategyJson> {
  const stored = await readStrategy(uid, day);
  if (stored) return stored;
  const [goals, entries, memories] = await Promise.all([
    readGoals(uid),
    journalEntriesBetween(uid, moodWindowStart(now), now),
    readActiveMemories(uid),
  ]);
  const picked = strategyInputs({ day, now, goals, entries, memories });
  // Screened once picked, so the assessor reads a few texts rather than everything stored.
  const inputs = {
    ...picked,
    goals: picked.goals.filter((goal) => calm(goal.title)),
    memories: picked.memories.filter(calm),
  };
  return keepStrategy(uid, day, await writeStrategy(uid, inputs, now));
}
