import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestPortal, renderAt, signIn, type TestPortal } from '../../../test/harness';

let test: TestPortal;
afterEach(() => test?.portal.dispose());

const pdf = (name = 'payslip.pdf', content = '%PDF-1') =>
  new File([content], name, { type: 'application/pdf' });

async function documentsPage() {
  test = await createTestPortal();
  await signIn(test, 'demo@sandbox.local');
  renderAt(test, '/de-de/documents');
  await screen.findByRole('heading', { level: 2, name: 'Ihre hochgeladenen Dokumente' });
  return screen.getByLabelText('Dateien');
}

describe('documents page: §5 file upload against the sandbox', () => {
  it('shows the help text; refuses an unsupported file and an empty one before anything is sent', async () => {
    const input = await documentsPage();
    expect(screen.getByText('Erlaubte Formate: PDF, JPG, PNG. Maximale Gesamtgröße: 10 MB.')).toBeVisible();
    await userEvent.upload(input, [new File(['x'], 'tool.exe', { type: '' }), pdf('empty.pdf', '')], {
      applyAccept: false,
    });
    expect(await screen.findByText(/Das Format von „tool.exe“ wird nicht unterstützt/)).toBeVisible();
    expect(screen.getByText('Die Datei „empty.pdf“ ist leer.')).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Hochladen' }));
    expect(test.sandbox.state.changes.documents('0047110001')).toHaveLength(0);
  });

  it('without files, submitting asks for one', async () => {
    await documentsPage();
    await userEvent.click(screen.getByRole('button', { name: 'Hochladen' }));
    expect(await screen.findByText('Bitte fügen Sie mindestens eine Datei hinzu.')).toBeVisible();
  });

  it('a description of invisible characters is refused (§5 accessible text); a real one names the upload', async () => {
    const input = await documentsPage();
    await userEvent.upload(input, pdf());
    const title = screen.getByRole('textbox', { name: 'Beschreibung (optional)' });
    await userEvent.type(title, '\u200b\u200b');
    expect(
      screen.getByText('Bitte verwenden Sie sichtbare Zeichen in der Beschreibung oder lassen Sie sie leer.'),
    ).toBeVisible();
    await userEvent.clear(title);
    await userEvent.type(title, 'Gehaltsnachweis');
    await userEvent.click(screen.getByRole('button', { name: 'Hochladen' }));
    expect(await screen.findByText('Hochgeladen: Gehaltsnachweis.')).toBeVisible();
    const list = screen.getByRole('region', { name: 'Ihre hochgeladenen Dokumente' });
    expect(within(list).getByRole('heading', { level: 3, name: 'Gehaltsnachweis' })).toBeVisible();
    expect(within(list).getByText(/payslip\.pdf · 6 Byte/)).toBeVisible();
    expect(test.sandbox.state.changes.documents('0047110001')).toMatchObject([
      { name: 'payslip.pdf', title: 'Gehaltsnachweis', size: 6 },
    ]);
  });
});
