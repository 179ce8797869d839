// An online game on the game screen: the box above the hint (the game's code and, for the
// host, the addresses to join at; how the connection stands; each seat's player, connected or
// not, and for the host a way to give a free or abandoned seat to the AI; Leave), and the feed
// that brings the host's changes as they happen (`online_wait` answers at the next one).

import { call, errorMessage } from '../ipc.js';
import { $, el } from '../dom.js';
import { t, list } from '../i18n.js';
import { keepFocus } from '../a11y.js';

/** The online commands that stand for the local game's: the controller calls these instead. */
export const onlineCalls = {
  take: (source) => call('online_take', { source }),
  putBack: () => call('online_put_back'),
  play: (mv) => call('online_move', { mv }),
};

/** Whether view `v` waits for someone else (another device's player, the host's AI, players
 * still to join). */
export function othersToAct(v) {
  return !!v.online && !v.finished && !v.online.my_turn;
}

/** What a seat shows beside its name: '' (here, or an AI), "not connected" or "free seat". */
export function seatState(v, i) {
  const s = v.online && v.online.seats[i];
  if (!s || s.kind !== 'human') return '';
  if (s.open) return t('ui-online-open-seat');
  return s.connected ? '' : t('ui-online-disconnected');
}

/** Draw the online box for view `v` (hidden for a game on this device). `m`: `{ name(p),
 * error(text), level }` (the level an AI given a seat plays). */
let lastStatus = 'connected';
let restoredAt = -1; // the turn the connection came back at: "restored" is said until the next

export function renderOnline(v, m) {
  const box = $('online-box');
  box.classList.toggle('hidden', !v.online);
  if (!v.online) return;
  const o = v.online;
  const parts = [t('ui-online-code-line', { code: o.code })];
  if (o.hosting && o.addresses.length) parts.push(t('ui-online-addresses', { addresses: list(o.addresses, 'disjunction') }));
  $('online-line').textContent = parts.join(' · ');
  let conn = '';
  if (o.status === 'connected' && lastStatus === 'lost') restoredAt = v.turn;
  lastStatus = o.status;
  if (o.status === 'connected' && restoredAt === v.turn) conn = t('ui-online-restored');
  if (o.status === 'lost') conn = t('ui-online-lost', { why: o.why || '' });
  else if (o.status === 'closed') conn = t('ui-online-closed', { why: o.why || '' });
  // Waiting for players to join is said in the panel's turn line (ui/game/panel.js).
  $('online-conn').textContent = conn;
  $('online-conn').classList.toggle('warn', o.status === 'lost' || o.status === 'closed');
  // The host may give a free seat, or one whose player is gone, to the AI.
  const seats = o.hosting && !v.finished
    ? o.seats.map((s, i) => ({ s, i })).filter(({ s, i }) => s.kind === 'human' && !o.mine.includes(i) && (s.open || !s.connected))
    : [];
  keepFocus($('online-seats'), () =>
    $('online-seats').replaceChildren(
      ...seats.map(({ s, i }) => {
        const name = s.open ? t('ui-online-seat-number', { number: i + 1 }) : m.name(i);
        const b = el('button', { dataset: { seat: i }, title: t('ui-online-give-ai-title', { name }) }, t('ui-online-give-ai', { name }));
        b.addEventListener('click', async () => {
          b.disabled = true;
          try {
            m.changed(await call('online_replace', { seat: i, level: m.level }));
          } catch (e) {
            m.error(errorMessage(e));
          }
        });
        return b;
      }),
    ),
  );
}

/** The host's changes for the game shown, one `online_wait` at a time, each view handed to
 * `arrived(view)`; stops when told to, or when the game is closed. */
export class OnlineFeed {
  constructor(arrived) {
    this.arrived = arrived;
    this.token = 0;
  }

  start(seen) {
    const token = ++this.token;
    const loop = async (since) => {
      while (token === this.token) {
        let v;
        try {
          v = await call('online_wait', { seen: since });
        } catch (e) {
          if (token !== this.token) return;
          // The game was left (noGame): nothing more will come.
          if (e && e.kind === 'noGame') return;
          await new Promise((r) => setTimeout(r, 1000));
          continue;
        }
        if (token !== this.token) return;
        since = v.online.changes;
        this.arrived(v);
      }
    };
    loop(seen);
  }

  stop() {
    this.token++;
  }
}
