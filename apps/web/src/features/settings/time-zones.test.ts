import { describe, expect, it } from 'vitest';
import { timeZoneLabel } from './time-zones';

describe('timeZoneLabel', () => {
  it('writes Brazilian cities with their accents and others from the IANA name', () => {
    expect(timeZoneLabel('America/Sao_Paulo')).toMatch(/^São Paulo — /);
    expect(timeZoneLabel('America/Cuiaba')).toMatch(/^Cuiabá /);
    expect(timeZoneLabel('America/Noronha')).toMatch(/^Fernando de Noronha /);
    expect(timeZoneLabel('America/New_York')).toMatch(/^New York /);
  });
});
