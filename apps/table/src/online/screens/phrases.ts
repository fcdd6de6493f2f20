// The table's talk on screen: the phrases' button in the room's bar and the picker it opens (the chat when the host
// allows it, twelve phrases, eight emotes, the people whose phrases to hide, the host's chat switch), what is said
// shown as a bubble inside its seat (or the player's own hand area) for a few seconds, and a line in the log. Hidden
// when the player chose so in the settings (remembered on the device).

import { type ReactiveControllerHost, type TemplateResult, html, nothing } from 'lit';
import type { Seat } from '@birimba/engine';
import { CHAT_MAX_LENGTH, EMOTES, type PhraseId, QUICK_PHRASES } from '@birimba/protocol';
import type { LogAside } from '../../components/log.js';
import type { TalkScene } from '../../templates/scene.js';
import type { Preferences } from '../device/preferences.js';
import type { Said, SaidLine } from '../room/room-talk.js';
import type { OnlineGame } from '../room/online-game.js';
import type { OnlineTexts } from '../../texts/online-texts.js';
import { emoteFace, isEmote } from './emotes.js';

/** What was said, shown: a phrase's words, an emote's face named for screen readers, or a chat line as text (never
 * markup: Lit writes it as a text node), in its own direction. */
function saying(said: Said, o: OnlineTexts): TemplateResult {
  if ('text' in said) return html`<bdi class="chat-text">${said.text}</bdi>`;
  const id = said.id;
  return isEmote(id)
    ? html`<span class="said-emote" role="img" aria-label=${o.emotes[id]}>${emoteFace(id)}</span>`
    : html`${o.phrases[id]}`;
}

/** The mark a test finds it by: the phrase's id, or `chat`. */
const markOf = (said: Said): string => ('text' in said ? 'chat' : said.id);

/** Who said it, as the log names them: "You", the person's name, or a watcher's name marked as a watcher's. */
function sayer(game: OnlineGame, line: SaidLine, o: OnlineTexts): string {
  if (line.watcher !== undefined) return o.watch.watcherSaid(line.watcher);
  if (line.seat === -1) return '';
  return line.seat === game.mySeat && !game.watching ? o.youSaid : (game.room?.seats[line.seat]?.name ?? '');
}

/** What the table shows of the talk in a render: the bubbles and the log's lines, with the online settings' fields. */
export function talkScene(
  game: OnlineGame,
  o: OnlineTexts,
  preferences: Preferences,
  settings: TemplateResult,
): TalkScene {
  const shown = preferences.value.phrases;
  const deal = game.match?.deal ?? 0;
  const lines: LogAside[] = shown
    ? game.talk.lines(deal).map((line) => ({
        after: line.after,
        key: `said-${String(line.n)}`,
        line: html`<span class="said" data-said=${markOf(line.said)} data-seat=${line.seat}
          ><b>${o.said(sayer(game, line, o))}</b> ${saying(line.said, o)}</span
        >`,
      }))
    : [];
  return {
    bubble: (seat) => {
      const bubble = shown ? game.talk.bubble(seat) : null;
      if (bubble === null) return nothing;
      const mark = markOf(bubble.said);
      return html`<div class="bubble ${isEmote(mark) ? 'emote' : ''}" data-bubble=${mark} data-seat=${seat}>
        ${saying(bubble.said, o)}
      </div>`;
    },
    lines,
    settings,
  };
}

/** The phrases' button and the picker it opens, in the room's bar. */
export class PhrasePicker {
  private open = false;
  private wake: ReturnType<typeof setTimeout> | null = null;
  /** The button that opened the picker: the focus goes back to it when the picker closes. */
  private opener: HTMLElement | null = null;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly game: OnlineGame,
  ) {}

  private show(open: boolean): void {
    this.open = open;
    this.host.requestUpdate();
  }

  /** Closed by Close, Escape or a phrase said: the focus back on its button, not lost with the picker. */
  private close(): void {
    this.show(false);
    this.opener?.focus();
  }

  /** `[data-action=phrases]`: opens the picker (or closes it). */
  button(o: OnlineTexts): TemplateResult {
    return html`<button
      part="button"
      type="button"
      class="phrases-button"
      data-action="phrases"
      aria-expanded=${this.open ? 'true' : 'false'}
      aria-controls="phrase-picker"
      @click=${(e: Event) => {
        this.opener = e.currentTarget as HTMLElement;
        this.show(!this.open);
      }}
    >
      <svg class="speech" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M4 4.5 H20 Q21.5 4.5 21.5 6 V15 Q21.5 16.5 20 16.5 H11 L6.5 20.5 V16.5 H4 Q2.5 16.5 2.5 15 V6 Q2.5 4.5 4 4.5 Z"
        />
      </svg>
      <span class="text">${o.phrasesButton}</span>
    </button>`;
  }

  /** The picker, while open: a tap says a phrase (once every three seconds) and closes it. */
  panel(o: OnlineTexts): TemplateResult | typeof nothing {
    if (!this.open) return nothing;
    const game = this.game;
    const wait = game.talk.readyAt - Date.now();
    // The buttons are back once the three seconds are over.
    if (wait > 0 && this.wake === null)
      this.wake = setTimeout(() => {
        this.wake = null;
        this.host.requestUpdate();
      }, wait);
    const say = (id: PhraseId): void => {
      game.say(id);
      this.close();
    };
    const phrase = (id: PhraseId, label: TemplateResult, name?: string): TemplateResult =>
      html`<button
        part="button"
        type="button"
        data-phrase=${id}
        aria-label=${name ?? nothing}
        ?disabled=${wait > 0}
        @click=${() => say(id)}
      >
        ${label}
      </button>`;
    const room = game.room;
    // A watcher mutes nobody (the host decides whether watchers talk at all).
    const others = game.watching
      ? []
      : (room?.seats ?? []).flatMap((s, i) =>
          s.occupant === 'human' && i !== game.mySeat ? [{ seat: i as Seat, name: s.name }] : [],
        );
    return html`<div
      class="phrase-picker"
      id="phrase-picker"
      role="dialog"
      aria-labelledby="phrases-title"
      data-phrases
      @keydown=${(e: KeyboardEvent) => {
        if (e.key !== 'Escape') return;
        e.stopPropagation();
        this.close();
      }}
    >
      <header>
        <h2 id="phrases-title">${o.phrasesTitle}</h2>
        <button part="button" type="button" class="small" data-action="close-phrases" @click=${() => this.close()}>
          ${o.closePhrases}
        </button>
      </header>
      ${room?.chat === true && !game.watching ? this.chat(o, wait > 0) : nothing}
      <div class="phrase-list">${QUICK_PHRASES.map((id) => phrase(id, html`${o.phrases[id]}`))}</div>
      <h3>${o.emotesTitle}</h3>
      <div class="emote-list">${EMOTES.map((id) => phrase(id, emoteFace(id), o.emotes[id]))}</div>
      ${
        others.length === 0
          ? nothing
          : html`<h3>${o.mutesTitle}</h3>
              <div class="mute-list">
                ${others.map(({ seat, name }) => {
                  const muted = game.talk.mutes.includes(seat);
                  return html`<button
                    part="button"
                    type="button"
                    data-action="mute"
                    data-seat=${seat}
                    aria-pressed=${muted ? 'true' : 'false'}
                    @click=${() => game.mute(seat, !muted)}
                  >
                    ${name}
                  </button>`;
                })}
              </div>`
      }
      ${
        game.isHost
          ? html`<button
                part="button"
                type="button"
                class="chat-toggle"
                data-action="chat-toggle"
                aria-pressed=${room?.chat === true ? 'true' : 'false'}
                @click=${() => game.configure({ chat: room?.chat !== true })}
              >
                ${o.chatAllowed}
              </button>
              ${this.toggle('watching-toggle', o.watch.allowWatching, room?.watching === true, (on) => ({ watching: on }))}
              ${this.toggle('watcher-phrases-toggle', o.watch.watcherPhrases, room?.watcherPhrases === true, (on) => ({ watcherPhrases: on }))}`
          : nothing
      }
    </div>`;
  }

  /** A switch of the host's in the picker (`aria-pressed`), as chat's. */
  private toggle(
    name: string,
    label: string,
    on: boolean,
    change: (on: boolean) => { watching?: boolean; watcherPhrases?: boolean },
  ): TemplateResult {
    return html`<button
      part="button"
      type="button"
      class="chat-toggle"
      data-action=${name}
      aria-pressed=${on ? 'true' : 'false'}
      @click=${() => this.game.configure(change(!on))}
    >
      ${label}
    </button>`;
  }

  /** The room's chat, while the host allows it: its kept lines (as text) and a line to say. */
  private chat(o: OnlineTexts, waiting: boolean): TemplateResult {
    const game = this.game;
    const send = (e: Event): void => {
      e.preventDefault();
      const input = (e.currentTarget as HTMLFormElement).querySelector('input');
      const text = input?.value.trim() ?? '';
      if (text === '' || waiting || input === null) return;
      game.chat(text);
      input.value = '';
      this.host.requestUpdate();
    };
    const lines = game.talk.chat;
    return html`<section class="chat" aria-labelledby="chat-title" data-chat>
      <h3 id="chat-title">${o.chatTitle}</h3>
      ${
        lines.length === 0
          ? html`<p class="none">${o.chatEmpty}</p>`
          : html`<div class="chat-lines" tabindex="0" role="region" aria-label=${o.chatTitle}>
              <ol>
                ${lines.map(
                  (line) =>
                    html`<li data-chat-line=${line.n} data-seat=${line.seat}>
                      <b>${o.said(line.seat === game.mySeat ? o.youSaid : line.name)}</b>
                      <bdi class="chat-text">${line.text}</bdi>
                    </li>`,
                )}
              </ol>
            </div>`
      }
      <form class="chat-say" @submit=${send}>
        <input
          type="text"
          data-field="chat"
          maxlength=${CHAT_MAX_LENGTH}
          autocomplete="off"
          enterkeyhint="send"
          aria-label=${o.chatLabel}
          placeholder=${o.chatLabel}
        />
        <button part="button" type="submit" data-action="send-chat" ?disabled=${waiting}>${o.chatSend}</button>
      </form>
    </section>`;
  }
}
