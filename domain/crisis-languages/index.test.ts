import { describe, expect, it } from 'vitest';
import { assessInLanguages, messageLanguage } from '.';

describe('crisis in Spanish', () => {
  it.each([
    ['ya me quiero matar, neta ya no aguanto ni un día más', 'active-ideation'],
    ['ojalá no despertar mañana', 'passive-ideation'],
    ['cuántas pastillas de paracetamol se necesitan para no despertar', 'method-lethality'],
    ['hoy compré pastillas, muchas, y las tengo guardadas', 'means'],
    ['me volví a cortar anoche', 'self-injury'],
    ['me corté otra vez los brazos', 'self-injury'],
  ])('should call %j a crisis (%s)', (text, kind) => {
    expect(assessInLanguages(text)).toMatchObject({ level: 'crisis', kinds: expect.arrayContaining([kind]) });
  });

  it.each([
    'me muero de risa jajaja',
    'mi mamá me va a matar si ve esto',
    'este calor me está matando',
    'me corté el pelo ayer y quedó horrible',
    'me corté cocinando, sangra un montón',
  ])('should not call %j a crisis: an idiom, a haircut, an accident', (text) => {
    expect(assessInLanguages(text).level).toBe('none');
  });

  it('should keep a friend at risk a concern, and a past attempt told as past', () => {
    expect(assessInLanguages('mi amiga dice que se quiere matar, qué hago')).toEqual({
      level: 'concern',
      kinds: ['friend-risk'],
    });
    expect(assessInLanguages('hace dos años intenté matarme, ahora estoy mejor').level).toBe('concern');
  });
});

describe('messageLanguage', () => {
  it('should recognise Spanish, and leave English and short English with a loan word alone', () => {
    expect(messageLanguage('la verdad no sé qué hacer con mi vida, estoy cansada')).toBe('es');
    expect(messageLanguage('I love you and the dog is on the sofa')).toBeUndefined();
    expect(messageLanguage('my abuela made tamales for the whole family')).toBeUndefined();
  });
});
