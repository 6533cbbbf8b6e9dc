// Testing Library's matchers for the DOM (toBeVisible, toHaveTextContent, toBeDisabled,
// toHaveAccessibleName...), with their types for `expect`. Loaded by the jsdom tests only.
import '@testing-library/jest-dom/vitest';
