import { describe, expect, it } from 'vitest';
import { formatFigure } from '../../src/domain/figures';

describe('figures in Indian digit grouping (issue 28)', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [99_999, '99,999'],
    [1_00_000, '1,00,000'],
    [1_23_456, '1,23,456'],
    [12_34_567, '12,34,567'],
    [1_23_45_678, '1,23,45,678'],
    [-1500, '-1,500'],
    [2.5, '2.5'],
  ])('%d is written %s', (value, text) => {
    expect(formatFigure(value)).toBe(text);
  });
});
