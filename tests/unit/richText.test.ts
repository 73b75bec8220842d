import sanitizeHtml from 'sanitize-html';
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../server/shared/richText';

describe('stored rich text (DESIGN §8)', () => {
  it.each([
    ['<p>कथा <b>एक</b></p>', '<p>कथा <b>एक</b></p>'],
    ['<p onclick="x()">a</p><script>alert(1)</script>', '<p>a</p>'],
    ['<a href="javascript:x()">a</a>', '<a target="_blank" rel="noopener noreferrer">a</a>'],
    ['1 < 2 > 0', '1 &lt; 2 &gt; 0'],
    ['<<<< < 3', '&lt;&lt;&lt;&lt; &lt; 3'],
    ['a &amp; b &nbsp;c', 'a &amp; b \u00a0c'],
  ])('%j is stored as %j', (html, stored) => {
    expect(sanitizeRichText(html)).toBe(stored);
  });

  it('answers a text that opens no tag as the sanitiser would, without it', () => {
    const parts = ['a', '<', '>', ' ', '"', "'", '=', '\n', 'क', '<1', '< p', '<>', '>>'];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % parts.length;
    for (let i = 0; i < 2000; i += 1) {
      const text = Array.from({ length: 1 + (i % 9) }, () => parts[next()]).join('');
      if (/<[a-zA-Z]/.test(text)) continue;
      expect(sanitizeRichText(text)).toBe(
        sanitizeHtml(text, {
          allowedTags: ['p'],
          allowedAttributes: {},
          disallowedTagsMode: 'discard',
        }),
      );
    }
  });
});
