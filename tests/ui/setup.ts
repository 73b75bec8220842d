import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// react-admin's first render is slow in jsdom when the whole suite runs on two cores
configure({ asyncUtilTimeout: 5000 });
