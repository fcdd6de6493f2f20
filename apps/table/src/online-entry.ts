// Entry `@birimba/table/online`: <birimba-table> with online play. It registers the element as the main entry does and
// provides the online part, loaded with `import()` — @colyseus/sdk with it, an optional peer dependency of the
// package — only by a table with a `server`; a page without this entry never has the SDK in its bundle.

import './index.js';
import { provideOnlinePart } from './controllers/online-part.js';

provideOnlinePart(() => import('./online/index.js'));
