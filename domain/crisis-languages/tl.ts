import type { LanguagePhrases } from './phrases';

export const TAGALOG: LanguagePhrases = {
  markers: '',
  crisis: {},
  friendRisk: [],
  past: [],
  idioms: [],
};
