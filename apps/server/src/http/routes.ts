// The server's HTTP side, beside Colyseus' matchmaking: the online page at `/` with the table's CDN build and its link
// preview (preview.ts), `/health`, and `GET /rooms/:code/log`, the game log of a room's finished match for its players
// only.

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Application, type Request, type Response } from 'express';
import { serializeGameLog } from '@birimba/game-log';
import { ROOM_LOG_ROUTE, isRoomCode, tokenOfAuthorization } from '@birimba/protocol';
import { RoomModel } from '../room/room-model.js';
import type { RoomStore } from '../store/room-store.js';
import { tokenHash } from '../secrets.js';
import { pageRenderer } from './preview.js';

/** What the routes need. */
export interface RouteOptions {
  readonly store: RoomStore;
  /** How many rooms this process holds now. */
  readonly rooms: () => number;
  /** The folder of the online page (`index.html`). */
  readonly publicDir: string;
  /** The table's CDN build, served as `/birimba-table.js` with the chunks beside it (its online part). */
  readonly tableFile: string;
}

/** Where the table's CDN build is in the installed `@birimba/table`. */
export function tableCdnFile(): string {
  return fileURLToPath(import.meta.resolve('@birimba/table/cdn'));
}

/** The default folder of the online page: `public/` beside the package's `dist/`. */
export const PUBLIC_DIR = fileURLToPath(new URL('../../public/', import.meta.url));

/** Adds the routes to Colyseus' express app. */
export function addRoutes(app: Application, options: RouteOptions): void {
  app.get('/health', (_req, res) => {
    res.json({ status: 'ok', rooms: options.rooms() });
  });
  app.get('/birimba-table.js', (_req, res) => {
    res.type('text/javascript').send(readFileSync(options.tableFile, 'utf8'));
  });
  // The chunks beside it: the table's online part (`online-*.js`, loaded by the table only when it plays online).
  app.use(express.static(dirname(options.tableFile), { index: false }));
  app.get(ROOM_LOG_ROUTE, (req, res) => {
    void roomLog(req, res, options.store);
  });
  // The page itself is written for each request: its link preview says which room, in the reader's language.
  const page = pageRenderer(readFileSync(join(options.publicDir, 'index.html'), 'utf8'));
  app.get(['/', '/index.html'], (req, res) => {
    const forwarded = req.get('x-forwarded-proto')?.split(',')[0]?.trim();
    res
      .set({ 'Cache-Control': 'no-cache', Vary: 'Accept-Language' })
      .type('html')
      .send(
        page({
          host: req.get('host'),
          protocol: forwarded ?? req.protocol,
          room: req.query.room,
          acceptLanguage: req.get('accept-language'),
        }),
      );
  });
  app.use(express.static(options.publicDir, { index: false }));
}

/**
 * The log of a room's last finished match (`?match=N` for an earlier one), for a player of that room: the seat's
 * token as `Authorization: Bearer TOKEN` (or `?token=`). Only a finished match: its seed tells every deal of it.
 */
async function roomLog(req: Request, res: Response, store: RoomStore): Promise<void> {
  const refuse = (status: number, error: string, message: string): void => {
    res.status(status).json({ error, message });
  };
  const code = String(req.params.code ?? '');
  const token =
    tokenOfAuthorization(req.get('authorization')) ?? (typeof req.query.token === 'string' ? req.query.token : '');
  if (token === '') return refuse(401, 'no-token', "send your seat's token: Authorization: Bearer TOKEN");
  const events = isRoomCode(code) ? await store.load(code).catch(() => null) : null;
  if (events === null) return refuse(404, 'no-room', `there is no room ${JSON.stringify(code.slice(0, 20))}`);
  let model: RoomModel;
  try {
    model = RoomModel.fromHistory(events);
  } catch {
    return refuse(500, 'damaged', 'the room’s history cannot be read');
  }
  model.dispose();
  if (!model.members.has(tokenHash(token)))
    return refuse(403, 'not-a-player', 'only the players of this room may read its log');
  const wanted = typeof req.query.match === 'string' ? Number(req.query.match) : model.logs.length;
  const log = model.logs[wanted - 1];
  if (log === undefined)
    return refuse(
      409,
      'not-over',
      'the log is given once the match is over: until then it would tell cards still hidden',
    );
  res.type('application/json').send(serializeGameLog(log));
}
