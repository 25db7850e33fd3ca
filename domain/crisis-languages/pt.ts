import type { LanguagePhrases } from './phrases';

export const PORTUGUESE: LanguagePhrases = {
  markers: '',
  crisis: {},
  friendRisk: [],
  past: [],
  idioms: [],
};
