// Entry of the CDN build (`dist/cdn/birimba-table.js`): the main entry's element and exports with online play, whose
// part (@colyseus/sdk inside) is a chunk beside the file, loaded only by a table with a `server`.

import './online-entry.js';

export * from './index.js';
