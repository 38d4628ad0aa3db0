// Testing Library's DOM matchers (toBeVisible, toHaveAttribute, …) for every web test, and a clean
// DOM after each one.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… waits for lazy routes and sandbox answers; the 1 s default is too short on a busy CI machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
