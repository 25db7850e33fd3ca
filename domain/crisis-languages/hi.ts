import type { LanguagePhrases } from './phrases';

export const HINDI: LanguagePhrases = {
  markers: '',
  crisis: {},
  friendRisk: [],
  past: [],
  idioms: [],
};
