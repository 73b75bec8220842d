import { describe, expect, it } from 'vitest';
import { shareListText } from '../../src/domain/share';

describe('the text a pending list is shared as', () => {
  it.each([
    {
      name: 'numbers each place under the heading',
      list: { heading: 'सांघिक: नोव्हेंबर 2026', lines: ['हवेली', 'मुळशी'], empty: '-' },
      text: 'सांघिक: नोव्हेंबर 2026\n1. हवेली\n2. मुळशी',
    },
    {
      name: 'says so when nothing is pending',
      list: { heading: ' उत्सव ', lines: [], empty: 'सर्व ठिकाणांची नोंद झाली आहे' },
      text: 'उत्सव\nसर्व ठिकाणांची नोंद झाली आहे',
    },
  ])('$name', ({ list, text }) => {
    expect(shareListText(list)).toBe(text);
  });
});
