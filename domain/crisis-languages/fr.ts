import type { LanguagePhrases } from './phrases';

export const FRENCH: LanguagePhrases = {
  markers: '',
  crisis: {},
  friendRisk: [],
  past: [],
  idioms: [],
};
