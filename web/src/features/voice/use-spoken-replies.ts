import { pickVoice, SPOKEN_REPLY, spokenPieces } from '@domain/voice';
import { useEffect, useState } from 'react';

/** Where the 'Voice responses' choice is remembered on this device. */
export const VOICE_RESPONSES_KEY = 'reflectai-voice-responses';

/** A chat message as spoken replies need it. */
export interface SpeakableMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
}

/** Whether this browser can read text aloud. */
export function canSpeak(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && 'SpeechSynthesisUtterance' in window;
}

/** Stops any reply being read aloud, e.g. before the microphone opens. */
export function stopSpeaking() {
  if (canSpeak()) window.speechSynthesis.cancel();
}

/**
 * Reads `text` aloud at the product's rate, pitch and volume, in the preferred voice (docs/product.md#voice).
 */
export function speak(text: string) {
  if (!canSpeak()) return;
  const synthesis = window.speechSynthesis;
  synthesis.cancel();
  const voice = pickVoice(synthesis.getVoices());
  for (const piece of spokenPieces(text)) {
    const utterance = new SpeechSynthesisUtterance(piece);
    utterance.rate = SPOKEN_REPLY.rate;
    utterance.pitch = SPOKEN_REPLY.pitch;
    utterance.volume = SPOKEN_REPLY.volume;
    if (voice) utterance.voice = voice;
    utterance.lang = voice?.lang ?? 'en-US';
    // A reply that cannot be played is still on screen, so it is only logged (docs/product.md#voice).
    utterance.onerror = (event) => console.warn('Reading the reply aloud failed', event.error);
    synthesis.speak(utterance);
  }
}

/** The remembered 'Voice responses' choice (off until the person turns it on) and its setter. */
export function useVoiceResponsesSetting(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => {
    try {
      return localStorage.getItem(VOICE_RESPONSES_KEY) === 'on';
    } catch {
      return false;
    }
  });
  const remember = (next: boolean) => {
    setOn(next);
    if (!next) stopSpeaking();
    try {
      localStorage.setItem(VOICE_RESPONSES_KEY, next ? 'on' : 'off');
    } catch {
      // Storage may be unavailable (private mode); the choice then lasts for this visit.
    }
  };
  return [on, remember];
}

interface SpokenRepliesOptions {
  messages: readonly SpeakableMessage[];
  /** True while a reply is on its way. */
  sending: boolean;
  enabled: boolean;
}

/**
 * Speaks each new assistant reply, 500 ms after it is complete, while `enabled` (docs/product.md#voice).
 * A reply is new when a send ends with an assistant message other than the one before it, so
 * history, a reopened conversation and a failed send are never read out.
 */
export function useSpokenReplies({ messages, sending, enabled }: SpokenRepliesOptions) {
  const lastReply = messages.findLast((message) => message.role === 'assistant');
  const [seen, setSeen] = useState({
    sending,
    replyBefore: lastReply?.id,
    toSpeak: undefined as SpeakableMessage | undefined,
  });
  if (sending !== seen.sending) {
    const last = messages.at(-1);
    const fresh = !sending && enabled && last?.role === 'assistant' && last.id !== seen.replyBefore;
    setSeen({
      sending,
      replyBefore: sending ? lastReply?.id : seen.replyBefore,
      toSpeak: fresh ? last : undefined,
    });
  }
  // Turning voice responses off forgets a reply that was about to be read.
  if (!enabled && seen.toSpeak) setSeen({ ...seen, toSpeak: undefined });

  const toSpeak = seen.toSpeak;
  useEffect(() => {
    if (!toSpeak) return;
    const timer = setTimeout(() => speak(toSpeak.content), SPOKEN_REPLY.delayMs);
    return () => clearTimeout(timer);
  }, [toSpeak]);

  // Some browsers load their voices only when first asked; asking early lets the first reply use them.
  useEffect(() => {
    if (canSpeak()) window.speechSynthesis.getVoices();
  }, []);

  // Leaving the chat stops reading.
  useEffect(() => stopSpeaking, []);
}
