// The hall console: the round from the hall's event stream, clocks run on
// here from the moment the hall says they stood, problems first.
"use strict";

const PROBLEM_ORDER = ["call", "flag", "offline", "paused", "unsigned"];
// Each problem's words, most urgent first.
const PROBLEM_WORDS = () => ({
  flag: word("console-problem-flag"),
  offline: word("console-problem-offline"),
  paused: word("console-problem-paused"),
  unsigned: word("console-problem-unsigned"),
});
const boards = new Map(); // device -> { row, card, parts }
let words = {};
let offset = 0; // the hall's clock minus this browser's
let loaded = false;

const $ = (id) => document.getElementById(id);
const grid = $("grid");

function word(id, args) {
  let text = words[id] || id;
  for (const [name, value] of Object.entries(args || {})) text = text.replace("{" + name + "}", value);
  return text;
}

function hallNow() { return Date.now() + offset; }

// "1:02:03", "4:05", under ten seconds "9.4".
function clockText(ms) {
  ms = Math.max(0, ms);
  if (ms < 10000) return (Math.floor(ms / 100) / 10).toFixed(1);
  const s = Math.floor(ms / 1000), h = Math.floor(s / 3600), m = Math.floor(s / 60) % 60;
  const ss = String(s % 60).padStart(2, "0");
  return h > 0 ? h + ":" + String(m).padStart(2, "0") + ":" + ss : m + ":" + ss;
}

// "45 s", "3 min 05 s", "1 h 02 min": how long a problem has waited.
function waitText(ms) {
  const s = Math.max(0, Math.floor(ms / 1000)), m = Math.floor(s / 60), h = Math.floor(m / 60);
  const nb = "\u00a0"; // a time never breaks across lines
  if (h > 0) return h + nb + "h" + nb + String(m % 60).padStart(2, "0") + nb + "min";
  if (m > 0) return m + nb + "min" + nb + String(s % 60).padStart(2, "0") + nb + "s";
  return s + nb + "s";
}

function clockOf(row, side) {
  let ms = row.clocks_ms[side];
  if (row.running && !row.paused && row.result === "*" && row.to_move === side) ms -= hallNow() - row.at_ms;
  return ms;
}

function stateText(row) {
  if (row.result !== "*") return row.termination ? row.result + " · " + row.termination : row.result;
  if (row.deciding) return word("console-deciding");
  if (row.flag) return word("console-flag");
  if (row.paused) return word("console-paused");
  if (row.offer) return word(row.offer === "white" ? "console-offer-white" : "console-offer-black");
  if (!row.to_move) return word("console-not-started");
  return word("console-playing");
}

function problemsText(row) {
  const now = hallNow();
  return row.problems.map((p) => {
    const waited = word("console-waiting", { time: waitText(now - p.since_ms) });
    if (p.kind === "offline") {
      const t = new Date(p.since_ms);
      const hhmm = String(t.getHours()).padStart(2, "0") + ":" + String(t.getMinutes()).padStart(2, "0");
      return word("console-offline-since", { since: hhmm }) + " (" + waitText(now - p.since_ms) + ")";
    }
    if (p.kind === "call") {
      const name = (row.call === "white" ? row.white : row.black) || "?";
      const seen = row.call_seen ? " · " + word("console-call-seen") : "";
      return word("console-problem-call", { name }) + seen + " · " + waited;
    }
    return (PROBLEM_WORDS()[p.kind] || p.kind) + " · " + waited;
  }).join("\n");
}

function makeCard(device) {
  const card = document.createElement("section");
  card.className = "card";
  card.dataset.device = device;
  card.innerHTML = '<div class="top"><span class="no"></span><span class="move"></span><span class="state"></span></div>' +
    '<div class="side"><span class="name wn"></span><span class="clock white"></span></div>' +
    '<div class="side"><span class="name bn"></span><span class="clock black"></span></div>' +
    '<div class="problems"></div><button class="seen" hidden></button>';
  const q = (c) => card.querySelector("." + c);
  return { card, parts: { no: q("no"), wn: q("wn"), bn: q("bn"), white: q("white"), black: q("black"),
    move: q("move"), state: q("state"), problems: q("problems"), seen: q("seen") } };
}

function set(el, text) { if (el.textContent !== text) el.textContent = text; }

function draw(board) {
  const { row, card, parts } = board;
  set(parts.no, row.board == null ? "–" : String(row.board));
  set(parts.wn, row.white || "?");
  set(parts.bn, row.black || "?");
  for (const side of ["white", "black"]) {
    set(parts[side], clockText(clockOf(row, side)));
    parts[side].classList.toggle("turn", row.to_move === side && row.result === "*");
    parts[side].classList.toggle("fell", row.flag === side);
  }
  set(parts.move, row.last_move || "");
  set(parts.state, stateText(row));
  set(parts.problems, problemsText(row));
  card.classList.toggle("problem", row.problems.length > 0);
  card.classList.toggle("over", row.result !== "*");
  card.dataset.problems = row.problems.map((p) => p.kind).join(" ");
  // A call waiting that no arbiter has marked: the player sees the mark.
  parts.seen.hidden = !(row.call && row.call_at != null && !row.call_seen);
  set(parts.seen, word("console-seen-button"));
}

// An arbiter is on the way to a player's call: the device shows it.
async function markSeen(device) {
  const row = boards.get(device)?.row;
  if (!row || row.call_at == null) return;
  const sent = await fetch("seen", { method: "POST", headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ device, call_at: row.call_at }) });
  if (!sent.ok) {
    set($("link"), word("console-seen-refused"));
    setTimeout(() => set($("link"), ""), 5000);
  }
}

function rank(row) {
  if (row.problems.length === 0) return [PROBLEM_ORDER.length, 0];
  const first = Math.min(...row.problems.map((p) => PROBLEM_ORDER.indexOf(p.kind)));
  return [first, Math.min(...row.problems.map((p) => p.since_ms))];
}

function byBoard(a, b) {
  return (a.row.board ?? 1e9) - (b.row.board ?? 1e9) || (a.row.device < b.row.device ? -1 : 1);
}

function order() {
  const problemsFirst = $("sort").value === "problems";
  const only = $("only").checked;
  let list = [...boards.values()];
  if (only) list = list.filter((b) => b.row.problems.length > 0);
  list.sort((a, b) => {
    if (problemsFirst) {
      const [ra, sa] = rank(a.row), [rb, sb] = rank(b.row);
      if (ra !== rb) return ra - rb;
      if (sa !== sb) return sa - sb;
    }
    return byBoard(a, b);
  });
  const wanted = list.map((b) => b.card);
  const now = [...grid.children];
  if (wanted.length !== now.length || wanted.some((c, i) => c !== now[i])) grid.replaceChildren(...wanted);
  const finished = [...boards.values()].filter((b) => b.row.result !== "*").length;
  set($("progress"), word("console-progress", { done: finished, total: boards.size }));
  $("empty").hidden = boards.size > 0;
}

function alertNew() {
  if (!$("alert").checked) return;
  document.body.classList.remove("flash");
  void document.body.offsetWidth; // the animation starts again
  document.body.classList.add("flash");
  try {
    const audio = new AudioContext(), tone = audio.createOscillator();
    tone.frequency.value = 880;
    tone.connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.2);
  } catch (e) { /* no sound: the flash is enough */ }
}

// One board opened over the grid: its moves, notes and diagram.
let opened = null;

async function openBoard(device) {
  opened = device;
  const got = await fetch("board?device=" + encodeURIComponent(device));
  if (!got.ok || opened !== device) return;
  const view = await got.json();
  const tag = (name) => (view.tags.find(([n]) => n === name) || [])[1] || "";
  const row = boards.get(device)?.row;
  const no = row && row.board != null ? row.board : tag("Board");
  set($("opened-title"), no + " · " + tag("White") + " – " + tag("Black") + " · " + tag("Result"));
  set($("opened-tags"), ["Event", "Round", "TimeControl", "Termination"].map(tag).filter((t) => t).join(" · "));
  $("diagram").innerHTML = view.diagram; // made by the hall from the moves: no text of the device in it
  const list = $("opened-moves");
  list.replaceChildren();
  const note = (text) => { const n = document.createElement("span"); n.className = "note"; n.textContent = text; return n; };
  if (view.before.length) {
    const li = document.createElement("li");
    li.value = 0;
    view.before.forEach((t) => li.append(note(t)));
    list.append(li);
  }
  let li = null;
  for (const mv of view.moves) {
    if (mv.white || !li) {
      li = document.createElement("li");
      li.value = mv.number;
      if (!mv.white) li.append("… ");
      list.append(li);
    }
    li.append(mv.san);
    if (mv.clock) { const c = document.createElement("span"); c.className = "clk"; c.textContent = mv.clock; li.append(c); }
    mv.notes.forEach((t) => li.append(note(t)));
  }
  $("opened").hidden = false;
}

function closeBoard() {
  opened = null;
  $("opened").hidden = true;
}

// Every board's result as it comes, by board.
function drawResults() {
  if ($("results").hidden) return;
  const list = [...boards.values()].sort(byBoard);
  const body = $("results-rows");
  body.replaceChildren(...list.map(({ row }) => {
    const tr = document.createElement("tr");
    for (const text of [row.board ?? "–", row.white, row.black, row.result, row.result === "*" ? "" : row.termination]) {
      const td = document.createElement("td");
      td.textContent = String(text);
      tr.append(td);
    }
    return tr;
  }));
}

function switchView() {
  const results = $("results").hidden;
  $("results").hidden = !results;
  grid.hidden = results;
  set($("view"), word(results ? "console-show-grid" : "console-show-results"));
  drawResults();
}

function take(message, whole) {
  offset = message.now_ms - Date.now();
  if (whole) boards.clear();
  let fresh = false;
  for (const row of message.rows) {
    let board = boards.get(row.device);
    if (!board) {
      board = { ...makeCard(row.device), row };
      boards.set(row.device, board);
    }
    const before = new Set(board.row.problems.map((p) => p.kind));
    if (loaded && row.problems.some((p) => !before.has(p.kind))) fresh = true;
    board.row = row;
    draw(board);
  }
  order();
  drawResults();
  if (typeof drawPairings === "function") drawPairings();
  if (opened && message.rows.some((r) => r.device === opened)) openBoard(opened);
  loaded = true;
  if (fresh) alertNew();
}

function tick() {
  for (const board of boards.values()) {
    const r = board.row;
    if ((r.running && r.result === "*") || r.problems.length > 0) draw(board);
  }
}

function connect() {
  set($("link"), word("console-connecting"));
  const stream = new EventSource("events");
  stream.addEventListener("round", (e) => { set($("link"), ""); take(JSON.parse(e.data), true); });
  stream.addEventListener("rows", (e) => take(JSON.parse(e.data), false));
  // The browser tries again by itself; the hall sends the whole round then.
  stream.onerror = () => set($("link"), word("console-lost"));
}

async function start() {
  const lang = new URLSearchParams(location.search).get("lang");
  const got = await fetch("words" + (lang ? "?lang=" + encodeURIComponent(lang) : ""));
  const said = await got.json();
  words = said.words;
  document.documentElement.lang = said.lang;
  document.title = word("console-title", { event: said.event });
  set($("title"), document.title);
  set($("sort-problems"), word("console-sort-problems"));
  set($("sort-boards"), word("console-sort-boards"));
  set($("only-label"), word("console-only-problems"));
  set($("alert-label"), word("console-alert"));
  set($("empty"), word("console-no-boards"));
  for (const id of ["sort", "only"]) $(id).addEventListener("change", order);
  set($("view"), word("console-show-results"));
  set($("close"), word("console-close"));
  set($("round-file"), word("console-round-file"));
  set($("results-file"), word("console-results-file"));
  set($("trf-file"), word("console-trf-file"));
  set($("h-board"), word("console-board"));
  set($("h-white"), word("console-white"));
  set($("h-black"), word("console-black"));
  set($("h-result"), word("console-result"));
  set($("h-termination"), word("console-termination"));
  $("view").addEventListener("click", switchView);
  $("close").addEventListener("click", closeBoard);
  $("opened").addEventListener("click", (e) => { if (e.target === $("opened")) closeBoard(); });
  document.addEventListener("keydown", (e) => { if (e.key === "Escape") closeBoard(); });
  grid.addEventListener("click", (e) => {
    const card = e.target.closest(".card");
    if (card && e.target.closest("button.seen")) markSeen(card.dataset.device);
    else if (card) openBoard(card.dataset.device);
  });
  if (typeof startPairings === "function") startPairings();
  setInterval(() => tick(), 200); // through the name: a measuring wrapper sees it
  connect();
}

start();
