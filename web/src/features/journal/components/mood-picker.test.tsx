import { MOOD_LEVELS } from '@domain/journal';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MoodPicker } from './mood-picker';

describe('MoodPicker', () => {
  it('should draw each mood as an icon, never an emoji a system may lack', () => {
    const { container } = render(<MoodPicker value={null} onChange={() => {}} />);
    for (const level of MOOD_LEVELS)
      expect(screen.getByRole('radio', { name: level.label })).toBeInTheDocument();
    expect(container.querySelectorAll('svg')).toHaveLength(MOOD_LEVELS.length);
    expect(container.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
  });
});
