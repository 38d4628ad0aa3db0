/**
 * §5 file upload on /de-de/documents (demo persona) in real Chromium: an empty submit asks for a
 * file, more files than allowed are refused before anything is sent, and an upload within the
 * limits arrives at the sandbox and is listed.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ElementHandle } from 'puppeteer';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../core/i18n';
import { fileUploadHelp } from '../../core/validation';
import { setupBrowserTests } from './support/browser';
import { login, navigateInApp, requestsTo } from './support/portal';

const env = setupBrowserTests();
const { t } = createTranslator('de-DE');

/** Small PDF files on disk, for the file chooser. */
function pdfs(count: number): string[] {
  const folder = mkdtempSync(join(tmpdir(), 'portal-upload-'));
  return Array.from({ length: count }, (_, index) => {
    const path = join(folder, `nachweis-${index + 1}.pdf`);
    writeFileSync(path, '%PDF-1.4\n%sandbox\n');
    return path;
  });
}

const submit = `form:has(input[type="file"]) button[type="submit"]`;

describe('§5 file upload on /de-de/documents (demo persona)', () => {
  it('an empty submit asks for a file; too many files are refused; five upload and are listed', async () => {
    const page = await env.openPage();
    const harness = env.harness();
    await login(page, harness, { prefix: 'de-de' });
    await navigateInApp(page, '/de-de/documents');
    const input = (await page.waitForSelector('input[type="file"]')) as ElementHandle<HTMLInputElement>;

    await page.click(submit);
    await page.waitForSelector(`::-p-text(${t('customerChanges:uploadRequired')})`);
    expect(await input.evaluate((element) => element.getAttribute('aria-invalid'))).toBe('true');

    const { maxFiles } = fileUploadHelp();
    await input.uploadFile(...pdfs(maxFiles + 1));
    await page.waitForSelector(`::-p-text(${t('customerChanges:uploadMaxFiles', { count: maxFiles })})`);
    await page.click(submit);
    expect(requestsTo(harness, 'uploadDocuments')).toEqual([]);

    await input.uploadFile(...pdfs(maxFiles));
    await page.click(submit);
    await page.waitForSelector('::-p-text(Hochgeladen:)');
    expect(requestsTo(harness, 'uploadDocuments').map((entry) => entry.status)).toEqual([201]);
    expect(harness.sandbox.state.changes.documents('0047110001')).toHaveLength(maxFiles);
  });
});
