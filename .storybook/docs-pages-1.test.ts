import { docsPageTests } from './docs-pages';

// Every docs page, in two files so that Jest runs them on both workers (./docs-pages.ts).
docsPageTests(1, 2);
