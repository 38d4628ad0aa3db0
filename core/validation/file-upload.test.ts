import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { UploadFileDescription } from '.';
import {
  DEFAULT_FILE_UPLOAD_RULES,
  fileUploadHelp,
  formatByteSize,
  isSupportedUploadType,
  uploadAcceptAttribute,
  validateFileUpload,
} from '.';

const pdf = (size = 1000, name = 'scan.pdf'): UploadFileDescription => ({
  name,
  size,
  type: 'application/pdf',
});
const rules = { ...DEFAULT_FILE_UPLOAD_RULES, maxFiles: 3, maxFileBytes: 1000, maxTotalBytes: 2500 };

describe('file upload (§5)', () => {
  it('§5 at least one file is required', () => {
    expect(validateFileUpload([])).toEqual({ valid: false, errors: ['required'], fileErrors: [] });
  });

  it('§5 at most the maximum file count', () => {
    expect(validateFileUpload([pdf(), pdf(), pdf()], rules).valid).toBe(false);
    expect(validateFileUpload([pdf(500), pdf(500), pdf(500)], rules).valid).toBe(true);
    expect(validateFileUpload([pdf(10), pdf(10), pdf(10), pdf(10)], rules).errors).toEqual(['tooManyFiles']);
  });

  it('§5 each file at most the maximum size; an empty file is refused', () => {
    expect(validateFileUpload([pdf(1000)], rules).valid).toBe(true);
    expect(validateFileUpload([pdf(1001), pdf(0)], rules).fileErrors).toEqual([
      { index: 0, codes: ['fileTooLarge'] },
      { index: 1, codes: ['emptyFile'] },
    ]);
  });

  it('§5 the total size limit; not repeated when a single file is already too large', () => {
    expect(validateFileUpload([pdf(1000), pdf(1000), pdf(501)], rules).errors).toEqual(['totalTooLarge']);
    expect(validateFileUpload([pdf(2600)], { ...rules, maxFileBytes: 2000 }).errors).toEqual([]);
    expect(validateFileUpload([pdf(2600)], { ...rules, maxFileBytes: 3000 }).errors).toEqual([
      'totalTooLarge',
    ]);
  });

  it('§5 supported types only: by extension, and the reported MIME type must match it', () => {
    expect(isSupportedUploadType({ name: 'ID.JPEG', size: 1, type: 'image/jpeg' })).toBe(true);
    expect(isSupportedUploadType({ name: 'scan.png', size: 1, type: '' })).toBe(true);
    expect(isSupportedUploadType({ name: 'photo.jpg', size: 1, type: 'image/pjpeg' })).toBe(true);
    for (const file of [
      { name: 'scan.pdf', size: 1, type: 'text/html' },
      { name: 'scan.pdf.exe', size: 1, type: '' },
      { name: 'scan', size: 1, type: 'application/pdf' },
      { name: '.pdf', size: 1, type: 'application/pdf' },
      { name: 'scan.docx', size: 1, type: 'application/pdf' },
      { name: 'scan.', size: 1, type: '' },
    ])
      expect(isSupportedUploadType(file), file.name).toBe(false);
    expect(validateFileUpload([{ name: 'a.exe', size: 5, type: '' }]).fileErrors).toEqual([
      { index: 0, codes: ['unsupportedType'] },
    ]);
  });

  it('§5 help text data: formats and the total size limit, 10 MB by default', () => {
    expect(fileUploadHelp()).toEqual({
      formats: ['PDF', 'JPG', 'PNG'],
      maxTotalBytes: 10_000_000,
      maxFileBytes: 10_000_000,
      maxFiles: 5,
    });
    expect(formatByteSize(fileUploadHelp().maxTotalBytes, 'de-DE')).toBe('10 MB');
    expect(uploadAcceptAttribute()).toBe(
      '.pdf,.jpg,.jpeg,.png,application/pdf,application/x-pdf,image/jpeg,image/pjpeg,image/png,image/x-png',
    );
  });

  it('§5 property: valid exactly when count, sizes, total and types are all within the rules', () => {
    const file = fc.record({
      name: fc
        .tuple(fc.stringMatching(/^[a-z]{1,8}$/), fc.constantFrom('pdf', 'PNG', 'jpg', 'exe', 'txt'))
        .map(([base, extension]) => `${base}.${extension}`),
      size: fc.integer({ min: 0, max: 1500 }),
      type: fc.constantFrom('', 'application/pdf', 'image/png', 'image/jpeg', 'text/plain'),
    });
    fc.assert(
      fc.property(fc.array(file, { maxLength: 5 }), (files) => {
        const result = validateFileUpload(files, rules);
        const total = files.reduce((sum, f) => sum + f.size, 0);
        const expected =
          files.length >= 1 &&
          files.length <= rules.maxFiles &&
          total <= rules.maxTotalBytes &&
          files.every((f) => f.size > 0 && f.size <= rules.maxFileBytes && isSupportedUploadType(f));
        expect(result.valid).toBe(expected);
        expect(result.fileErrors.every((entry) => entry.codes.length > 0)).toBe(true);
      }),
    );
  });
});
