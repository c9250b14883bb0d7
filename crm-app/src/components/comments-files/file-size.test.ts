import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('uses the largest unit below 1024 with one decimal', () => {
    expect(formatFileSize(512, 'en')).toBe('512 B');
    expect(formatFileSize(12_595, 'en')).toBe('12.3 KB');
    expect(formatFileSize(20 * 1024 * 1024, 'en')).toBe('20 MB');
  });

  it('follows the language’s decimal sign', () => {
    expect(formatFileSize(1536, 'uk')).toBe('1,5 KB');
  });
});
