// Testing Library's DOM matchers (toBeVisible, toHaveAttribute, …) for every web test, and a clean
// DOM after each one.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
