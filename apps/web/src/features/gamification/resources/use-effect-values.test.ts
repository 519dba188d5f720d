import type { Resource } from '@orbita/contracts/gamification';
import { describe, expect, it } from 'vitest';
import {
  formValues,
  resourceResolver,
  toBody,
  type ResourceFormValues,
} from './resource-form-values';

const base: ResourceFormValues = { ...formValues(null), name: 'Poção', usable: true };
const resolve = (values: ResourceFormValues) =>
  resourceResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('"Efeito ao usar" → API body', () => {
  it('sends each kind with its own fields, and a game only when one is chosen', () => {
    expect(toBody({ ...base, effectKind: 'points', effectPoints: 50 }).useEffect).toEqual({
      kind: 'points',
      points: 50,
      gameId: null,
    });
    expect(
      toBody({ ...base, effectKind: 'points', effectPoints: 5, effectGameId: 'g-1' }).useEffect,
    ).toEqual({ kind: 'points', points: 5, gameId: 'g-1' });
    expect(toBody({ ...base, effectKind: 'restore_streak', effectDays: 3 }).useEffect).toEqual({
      kind: 'restore_streak',
      days: 3,
    });
    expect(
      toBody({
        ...base,
        effectKind: 'grant_resource',
        effectResourceId: 'r-2',
        effectQuantity: 2,
      }).useEffect,
    ).toEqual({ kind: 'grant_resource', resourceId: 'r-2', quantity: 2 });
    expect(toBody({ ...base, effectKind: 'free_text', effectText: 'Um café' }).useEffect).toEqual({
      kind: 'free_text',
      text: 'Um café',
    });
  });

  it('sends no effect for a resource that is not usable, or with "Nenhum"', () => {
    expect(toBody({ ...base, usable: false, effectKind: 'points' }).useEffect).toBeNull();
    expect(toBody({ ...base, effectKind: 'none' }).useEffect).toBeNull();
  });

  it('reads a saved effect back into the form', () => {
    const saved = formValues({
      name: 'Vale',
      usable: true,
      useEffect: { kind: 'free_text', text: 'Um café com a equipe' },
    } as Resource);
    expect(saved).toMatchObject({ effectKind: 'free_text', effectText: 'Um café com a equipe' });
  });

  it('refuses an empty free text with the contract’s pt-BR message', async () => {
    const result = await resolve({ ...base, effectKind: 'free_text', effectText: '  ' });
    expect(JSON.stringify(result.errors)).toContain('Descreva o efeito.');
  });
});
