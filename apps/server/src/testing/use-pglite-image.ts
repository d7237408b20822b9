import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { startInMemoryDatabasesFrom } from '../db/pglite-driver';

// Setup file of the server tests: this file's in-memory databases load the image made by pglite-image-setup.ts.
startInMemoryDatabasesFrom(new Blob([readFileSync(inject('pgliteImage'))]));
