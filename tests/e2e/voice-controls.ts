import type { Page } from 'playwright-core';

/** What the page asked speech synthesis to say, recorded instead of played (no audio device here). */
export interface SpokenUtterance {
  text: string;
  rate: number;
  pitch: number;
  volume: number;
}

/** The chat's voice controls, as a person uses them. */
export class VoiceControls {
  constructor(private readonly page: Page) {}

  /** Records each utterance the page speaks; call before the page opens. */
  async recordSpeech() {
    await this.page.addInitScript(() => {
      const spoken: SpokenUtterance[] = [];
      (window as unknown as { spoken: SpokenUtterance[] }).spoken = spoken;
      window.speechSynthesis.speak = (utterance) => {
        const { text, rate, pitch, volume } = utterance;
        spoken.push({ text, rate, pitch, volume });
      };
    });
  }

  spoken(): Promise<SpokenUtterance[]> {
    return this.page.evaluate(() => (window as unknown as { spoken: SpokenUtterance[] }).spoken);
  }

  recordButton() {
    return this.page.getByRole('button', { name: 'Record a voice message' });
  }

  voiceResponses() {
    return this.page.getByRole('switch', { name: 'Voice responses' });
  }

  /** Records for at least `seconds` by the recorder's own clock, then stops and sends. */
  async record(seconds = 1) {
    await this.recordButton().click();
    await this.page.getByText(`Recording 0:${String(seconds).padStart(2, '0')}`).waitFor();
    await this.page.getByRole('button', { name: 'Stop recording and send' }).click();
  }
}
