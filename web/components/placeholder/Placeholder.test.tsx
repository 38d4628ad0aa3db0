import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../core/api';
import { LocaleProvider, PortalProvider } from '../../app/PortalContext';
import { createTestPortal, type TestPortal } from '../../test/harness';
import { PartView } from '../part-view/PartView';
import styles from '../section/Sections.module.css';

// The stylesheets' source text (vitest stubs CSS imports; web/ has no Node types).
const fs: { readFileSync(path: string, encoding: 'utf8'): string } = await import(
  /* @vite-ignore */ `node:${'fs'}`
);
const here = decodeURIComponent(import.meta.url.replace(/^file:\/\//, '').replace(/[^/]+$/, ''));
const read = (path: string) => fs.readFileSync(`${here}${path}`, 'utf8');

/** The declarations of the rules whose selector is exactly `selector`, comments removed. */
function declarationsOf(css: string, selector: string): string {
  return [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)]
    .filter((rule) => rule[1]!.trim() === selector)
    .map((rule) => rule[2]!.replace(/\s+/g, ' ').trim())
    .join(' ');
}

let test: TestPortal;

const SKELETON = <p className="skeleton-shape">Saldo</p>;

async function renderPart(part: Parameters<typeof PartView<string>>[0]['part'], skeleton = true) {
  test = await createTestPortal();
  return render(
    <PortalProvider portal={test.portal}>
      <LocaleProvider locale="de-DE">
        <PartView part={part} skeleton={skeleton ? SKELETON : undefined}>
          {(value) => <p>{value}</p>}
        </PartView>
      </LocaleProvider>
    </PortalProvider>,
  );
}

describe('PartView with a skeleton (design §8: CLS 0, §8 states)', () => {
  it('loading: the skeleton is drawn but hidden from assistive technology; a status says "Loading…"', async () => {
    const { container } = await renderPart(undefined);
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen…');
    const shape = container.querySelector('.skeleton-shape')!;
    expect(shape.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(shape.closest(`.${styles.part}`)).toBe(container.firstElementChild);
  });

  it('failed: the technical error sits over the invisible skeleton, which keeps the part’s height', async () => {
    const { container } = await renderPart({ status: 'failed', error: new ApiError('API_HTTP', 'x') });
    const reload = screen.getByRole('button', { name: 'Neu laden' });
    const reserved = reload.closest(`.${styles.reserved}`)!;
    const skeleton = reserved.querySelector('.skeleton-shape')!.closest(`.${styles.reservedSkeleton}`)!;
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(skeleton).toHaveAttribute('inert');
    expect(reserved.parentElement).toBe(container.firstElementChild);
  });

  it('empty: "no data found" keeps the skeleton’s height the same way', async () => {
    await renderPart({ status: 'skipped', reason: 'none' });
    expect(screen.getByText('Keine Daten gefunden').closest(`.${styles.reserved}`)).not.toBeNull();
  });

  it('loaded: the content alone, in the same box as the skeleton was', async () => {
    const { container } = await renderPart({ status: 'loaded', value: '12,00 €' });
    expect(screen.getByText('12,00 €').closest(`.${styles.part}`)).toBe(container.firstElementChild);
    expect(container.querySelector('.skeleton-shape')).toBeNull();
  });

  it('without a skeleton the plain §8 loading state, as before', async () => {
    const { container } = await renderPart(undefined, false);
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen…');
    expect(container.querySelector(`.${styles.part}`)).toBeNull();
  });
});

describe('the CSS that keeps the space (design §8: CLS 0)', () => {
  const sections = read('../section/Sections.module.css');

  it('a part keeps its children’s margins inside, alike for skeleton and content', () => {
    expect(declarationsOf(sections, '.part')).toContain('display: flow-root');
  });

  it('an error or empty state shares one grid cell with the invisible skeleton', () => {
    expect(declarationsOf(sections, '.reserved')).toContain('display: grid');
    expect(declarationsOf(sections, '.reserved > *')).toContain('grid-area: 1 / 1');
    expect(declarationsOf(sections, '.reservedSkeleton')).toContain('visibility: hidden');
  });

  it('a bar is one line of text high: an inline-block holding a no-break space', () => {
    expect(declarationsOf(sections, '.skeleton')).toContain('display: inline-block');
    expect(declarationsOf(sections, '.skeleton')).not.toMatch(/height|line-height|font-size/);
  });

  it('the balances wrap by the width alone (a fixed basis), not by the amounts', () => {
    expect(declarationsOf(sections, '.balance')).toMatch(/flex: 1 0 \d+rem/);
  });

  it('the dashboard is at least one screen high, so the footer is never on the first screen', () => {
    expect(declarationsOf(read('../../pages/dashboard/Dashboard.module.css'), '.content')).toContain(
      'min-height: 100vh',
    );
  });
});
