import { describe, expect, it } from 'vitest';
import { addNiche, atLimit, removeNiche } from '../../src/lib/niches.ts';

describe('addNiche', () => {
  it('adds a custom niche, trimmed', () => {
    expect(addNiche(['Fashion'], '  Street food ')).toEqual(['Fashion', 'Street food']);
  });

  it.each(['', '   ', '\t\n'])('ignores a blank entry (%j)', (value) => {
    expect(addNiche(['Fashion'], value)).toEqual(['Fashion']);
  });

  it.each(['Fashion', 'fashion', ' FASHION '])('ignores a duplicate whatever its case (%j)', (value) => {
    expect(addNiche(['Fashion', 'Tech'], value)).toEqual(['Fashion', 'Tech']);
  });

  it('stops at 3 niches', () => {
    const three = addNiche(addNiche(addNiche([], 'Fashion'), 'Tech'), 'Travel');

    expect(three).toEqual(['Fashion', 'Tech', 'Travel']);
    expect(addNiche(three, 'Gaming')).toEqual(['Fashion', 'Tech', 'Travel']);
  });

  it('returns a new list, leaving the one it was given untouched', () => {
    const list = ['Fashion'];

    const added = addNiche(list, 'Tech');
    const ignored = addNiche(list, 'fashion');

    expect(list).toEqual(['Fashion']);
    expect(added).not.toBe(list);
    expect(ignored).not.toBe(list);
  });
});

describe('removeNiche', () => {
  it('removes the chosen niche, keeping the others in order', () => {
    expect(removeNiche(['Fashion', 'Tech', 'Travel'], 'Tech')).toEqual(['Fashion', 'Travel']);
  });

  it('removes a niche whatever its case', () => {
    expect(removeNiche(['Fashion', 'Tech'], 'fashion')).toEqual(['Tech']);
  });

  it('leaves the list as it is when the niche is not chosen', () => {
    expect(removeNiche(['Fashion'], 'Gaming')).toEqual(['Fashion']);
  });

  it('makes room for another niche once one of 3 is removed', () => {
    const three = ['Fashion', 'Tech', 'Travel'];

    expect(addNiche(removeNiche(three, 'Tech'), 'Gaming')).toEqual(['Fashion', 'Travel', 'Gaming']);
  });
});

describe('atLimit', () => {
  it.each([
    [[], false],
    [['Fashion'], false],
    [['Fashion', 'Tech'], false],
    [['Fashion', 'Tech', 'Travel'], true],
  ])('is reached at 3 niches (%j → %s)', (list, expected) => {
    expect(atLimit(list)).toBe(expected);
  });
});
