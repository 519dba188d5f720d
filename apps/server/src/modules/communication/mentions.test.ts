import { describe, expect, it } from 'vitest';
import { mentionedIn, type MentionCandidate } from './mentions';

const members: MentionCandidate[] = [
  { userId: 'ana', name: 'Ana Souza', email: 'ana.souza@x.com' },
  { userId: 'ana-lima', name: 'Ana Lima', email: 'al@x.com' },
  { userId: 'joao', name: 'João Pereira', email: 'jp@x.com' },
  { userId: 'bia', name: 'Bia', email: 'beatriz@x.com' },
];
const who = (text: string) => [...mentionedIn(text, members)].sort();

describe('mentions', () => {
  it('finds full names, unique first names, joined names and e-mail local parts, without case or accents', () => {
    expect(who('@Ana Souza, veja')).toEqual(['ana']);
    expect(who('fale com @joao')).toEqual(['joao']);
    expect(who('@JOÃO PEREIRA!')).toEqual(['joao']);
    expect(who('@anasouza e @beatriz')).toEqual(['ana', 'bia']);
    expect(who('@ana.souza.')).toEqual(['ana']);
    expect(who('@Bia @Ana Lima')).toEqual(['ana-lima', 'bia']);
  });

  it('ignores ambiguous first names, longer words, e-mail addresses and strangers', () => {
    expect(who('@Ana, oi')).toEqual([]);
    expect(who('@Biatriz')).toEqual([]);
    expect(who('escreva para bia@x.com')).toEqual([]);
    expect(who('@Carlos e @')).toEqual([]);
  });
});
