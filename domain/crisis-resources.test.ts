import { describe, expect, it } from 'vitest';
import { crisisResourcesFor, INTERNATIONAL_DIRECTORY } from './crisis-resources';

describe('crisisResourcesFor', () => {
  it("should give a country's lines in its language, actions too, and the directory in it", () => {
    const [line, directory] = crisisResourcesFor('MX', 'es');
    expect(line).toMatchObject({
      name: 'Línea de la Vida',
      contact: 'Llama al 800 911 2000 (México), gratis, las 24 horas',
      actions: [{ label: 'Llamar al 800 911 2000', href: 'tel:8009112000', kind: 'call' }],
    });
    expect(directory).toEqual({
      ...INTERNATIONAL_DIRECTORY,
      contact: 'Líneas de ayuda gratuitas en tu país',
    });
    expect(line).not.toHaveProperty('local');
  });

  it('should give each language of a country with two its own words (Switzerland: French, German)', () => {
    expect(crisisResourcesFor('CH', 'fr')[0]!.contact).toMatch(/^Appelle le 143/);
    expect(crisisResourcesFor('CH', 'de')[0]!.contact).toMatch(/^Ruf die 143 an/);
  });

  it('should keep a line in English where it is not written in the language, or English or none is asked', () => {
    const english = crisisResourcesFor('MX');
    expect(english[0]!.contact).toBe('Call 800 911 2000 (Mexico), free, 24 hours');
    expect(english.at(-1)).toEqual(INTERNATIONAL_DIRECTORY);
    expect(crisisResourcesFor('MX', 'en')).toEqual(english);
    const [lifeline, , directory] = crisisResourcesFor('US', 'es');
    expect(lifeline!.contact).toBe('Call or text 988 (US)');
    expect(directory!.contact).toBe('Líneas de ayuda gratuitas en tu país');
  });
});
