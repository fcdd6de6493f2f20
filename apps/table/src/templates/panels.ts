// The panels over the table: the question before a new game, the settings (<birimba-settings>), the rules
// (<birimba-rules>, with its entry to the lessons) and the lessons' list.

import { type TemplateResult, html, nothing } from 'lit';
import type { SettingsChangeDetail } from '../components/settings-panel.js';
import type { TableScene } from './scene.js';
import { lessonList } from '../lessons/lesson-bar.js';
import { LESSON_TEXTS } from '../texts/lesson-texts.js';
import '../components/rules-panel.js';
import '../components/settings-panel.js';

function confirmNewGame({ t, view, game, panels, commands }: TableScene): TemplateResult {
  // In a match the whole match is lost, not only the deal: name it and its score.
  const match = game.match;
  const inMatch = match !== null && match.target !== null && !match.over && (match.deal > 1 || game.final !== null);
  // Your team's total against the other team's (with six players the best of the other two).
  const us = match?.totals[view.team] ?? 0;
  const them = Math.max(...(match?.totals.filter((_, team) => team !== view.team) ?? [0]));
  const question = inMatch ? t.confirmNewMatch(match.deal, us, them) : t.confirmNewGame;
  return html`<div class="panel-backdrop">
    <div class="panel" role="alertdialog" aria-modal="true" aria-labelledby="confirm-text" data-confirm>
      <div class="confirm">
        <p id="confirm-text">${question}</p>
        <div class="row">
          <button part="button" data-action="cancel" @click=${() => panels.close()}>${t.confirmNo}</button>
          <button part="button" class="primary" data-action="confirm-new-game" @click=${() => commands.newGame()}>
            ${t.confirmYes}
          </button>
        </div>
      </div>
    </div>
  </div>`;
}

export function panel(scene: TableScene): TemplateResult | typeof nothing {
  const { view, game, t, lang, speed, panels } = scene;
  const open = panels.open;
  if (open === null) return nothing;
  if (open === 'confirm-new-game') return confirmNewGame(scene);
  const title = open === 'settings' ? t.settingsTitle : open === 'lessons' ? LESSON_TEXTS[lang].learn : t.rules;
  return html`<div class="panel-backdrop" @click=${(e: Event) => e.target === e.currentTarget && panels.close()}>
    <div class="panel" role="dialog" aria-modal="true" aria-label=${title} data-panel=${open}>
      <header>
        <h2>${title}</h2>
        <button part="button" class="small" data-action="close-panel" @click=${() => panels.close()}>${t.close}</button>
      </header>
      <div class="panel-body" tabindex="0">
        ${
          open === 'settings'
            ? html`<birimba-settings
                .settings=${game.settings}
                .choices=${panels.botChoices}
                .seats=${game.seats}
                .rules=${view.rules}
                .speed=${speed ?? 'normal'}
                .lang=${lang}
                .online=${scene.roomBar !== null}
                .coach=${scene.coachSetting}
                .extra=${scene.talk?.settings ?? nothing}
                .t=${t}
                @settings-change=${(e: CustomEvent<SettingsChangeDetail>) => game.setSettings(e.detail.settings)}
              ></birimba-settings>`
            : open === 'lessons'
              ? lessonList(scene)
              : html`<birimba-rules
                  .lang=${lang}
                  .players=${view.rules.players}
                  .learn=${scene.roomBar === null}
                  @birimba-learn=${() => scene.lessons.showList(true)}
                ></birimba-rules>`
        }
      </div>
    </div>
  </div>`;
}
