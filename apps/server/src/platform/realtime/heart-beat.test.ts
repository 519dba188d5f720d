import { describe, expect, it } from 'vitest';
import { negotiateHeartBeat } from './heart-beat';

const server = { sx: 10_000, sy: 10_000 };

describe('heart-beat negotiation (STOMP 1.2)', () => {
  it('takes the larger of what one side can do and the other wants', () => {
    expect(negotiateHeartBeat('10000,10000', server)).toEqual({
      incoming: 10_000,
      outgoing: 10_000,
    });
    expect(negotiateHeartBeat('4000,25000', server)).toEqual({
      incoming: 10_000,
      outgoing: 25_000,
    });
    expect(negotiateHeartBeat('30000,1000', server)).toEqual({
      incoming: 30_000,
      outgoing: 10_000,
    });
  });

  it('turns a direction off when either side says 0', () => {
    expect(negotiateHeartBeat('0,10000', server)).toEqual({ incoming: 0, outgoing: 10_000 });
    expect(negotiateHeartBeat('10000,0', server)).toEqual({ incoming: 10_000, outgoing: 0 });
    expect(negotiateHeartBeat('10000,10000', { sx: 0, sy: 0 })).toEqual({
      incoming: 0,
      outgoing: 0,
    });
    expect(negotiateHeartBeat(undefined, server)).toEqual({ incoming: 0, outgoing: 0 });
  });

  it('refuses a malformed header', () => {
    expect(() => negotiateHeartBeat('10000', server)).toThrow('heart-beat inválido');
    expect(() => negotiateHeartBeat('a,b', server)).toThrow('heart-beat inválido');
  });
});
