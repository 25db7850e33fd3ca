import { describe, expect, it } from 'vitest';
import { pdfSafeText } from './pdf-layout';

describe('pdfSafeText', () => {
  it('should keep accents, write typographic punctuation plainly and drop what Helvetica cannot draw', () => {
    expect(pdfSafeText('It’s “fine” – café… 😀 done → next')).toBe('It\'s "fine" - café... done -> next');
    expect(pdfSafeText('e\u0301\ttab')).toBe('é tab');
    expect(pdfSafeText('Speak up 🎤: in meetings 🙂')).toBe('Speak up: in meetings');
    expect(pdfSafeText('🌅 Walk ❤️ daily')).toBe('Walk daily');
  });
});
