import type { LanguagePhrases } from './phrases';

export const GERMAN: LanguagePhrases = {
  markers: '',
  crisis: {},
  friendRisk: [],
  past: [],
  idioms: [],
};
