import { describe, expect, it } from 'vitest';
import { CATEGORY_IDS } from '../categories';
import { CONTRAINDICATIONS, contraindicationsHit } from './contraindications';
import { applyHealthAnswers, intakeSaveSchema } from './health-answers';
import { findHealthQuestion, HEALTH_QUESTIONS_BY_CATEGORY, healthQuestionsFor } from './health-questions';

describe('health form data', () => {
  it('every category asks only known questions, and every contraindication is a yes-no question it asks', () => {
    for (const category of CATEGORY_IDS) {
      for (const id of HEALTH_QUESTIONS_BY_CATEGORY[category])
        expect(findHealthQuestion(id), id).toBeDefined();
      for (const rule of CONTRAINDICATIONS[category]) {
        expect(findHealthQuestion(rule.questionId)?.kind, rule.questionId).toBe('yes-no');
        expect(HEALTH_QUESTIONS_BY_CATEGORY[category], `${category} asks ${rule.questionId}`).toContain(
          rule.questionId,
        );
      }
    }
  });

  it('a follow-up is asked wherever its yes-no question is', () => {
    for (const category of CATEGORY_IDS) {
      for (const question of healthQuestionsFor([category])) {
        if (question.details) expect(HEALTH_QUESTIONS_BY_CATEGORY[category]).toContain(question.details);
      }
    }
  });

  it('a visit of two categories asks each shared question once', () => {
    const ids = healthQuestionsFor(['laser-treatments', 'botox-fillers']).map((question) => question.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['pregnant', 'isotretinoin', 'neuromuscular']));
  });
});

describe('contraindicationsHit', () => {
  const at = '2026-11-27T01:00:00.000Z';
  it('a pregnant client booking a laser is for review with the reason; a facial is not', () => {
    const answers = { pregnant: { value: true, answeredAt: at } };
    expect(contraindicationsHit(['laser-hair-removal'], answers)).toEqual([
      expect.stringMatching(/^Pregnant.*laser/),
    ]);
    expect(contraindicationsHit(['facial-treatments'], answers)).toEqual([]);
  });

  it('"no" and text answers hit nothing', () => {
    const answers = {
      pregnant: { value: false, answeredAt: at },
      medicines: { value: 'yes', answeredAt: at },
    };
    expect(contraindicationsHit(['laser-treatments', 'iv-drips'], answers)).toEqual([]);
  });
});

describe('intakeSaveSchema', () => {
  const problem = (answers: unknown) => {
    const parsed = intakeSaveSchema.safeParse({ answers });
    return parsed.success ? undefined : parsed.error.issues[0]?.message;
  };
  it('names an unknown question, a wrong type and a too-long answer', () => {
    expect(problem({ shoeSize: true })).toMatch(/Unknown question "shoeSize"/);
    expect(problem({ pregnant: 'yes' })).toMatch(/"pregnant" with yes or no/);
    expect(problem({ medicines: 3 })).toMatch(/"medicines" with text/);
    expect(problem({ medicines: 'x'.repeat(501) })).toMatch(/"medicines" is too long/);
    expect(problem({ pregnant: true, medicines: 'none' })).toBeUndefined();
  });
});

describe('applyHealthAnswers', () => {
  it('dates a changed answer now, keeps the date of one given again, and drops an emptied text', () => {
    const first = applyHealthAnswers(
      {},
      { pregnant: false, medicines: 'none' },
      new Date('2026-11-01T00:00:00Z'),
    );
    const second = applyHealthAnswers(
      first,
      { pregnant: true, medicines: ' ' },
      new Date('2026-11-20T00:00:00Z'),
    );
    expect(second).toEqual({ pregnant: { value: true, answeredAt: '2026-11-20T00:00:00.000Z' } });
    const third = applyHealthAnswers(second, { pregnant: true }, new Date('2026-11-25T00:00:00Z'));
    expect(third.pregnant?.answeredAt).toBe('2026-11-20T00:00:00.000Z');
  });
});
