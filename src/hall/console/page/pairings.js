// The round's pairings dropped on the console: checked by the hall with
// the readers the devices use, shown for a look, published with the
// arbiter's PIN; then each board says whether its device has its game.
// Uses console.js's word, set, $ and boards.

let pairingsFile = null; // the bytes dropped or chosen
let published = null; // {round, games} as the hall keeps it

function pairingsRound() { return Math.max(1, parseInt($("pairings-round").value, 10) || 1); }

function sayPairings(text) { set($("pairings-said"), text); }

// The games of a file checked, or of the round published, in the table.
function showGames(games, withDevice) {
  const body = $("pairings-rows");
  body.replaceChildren(...games.map((g) => {
    const tr = document.createElement("tr");
    tr.dataset.board = g.board;
    for (const text of [g.board, g.white, g.black, ""]) {
      const td = document.createElement("td");
      td.textContent = text;
      tr.append(td);
    }
    return tr;
  }));
  $("pairings-table").hidden = games.length === 0;
  $("p-device").hidden = !withDevice;
  if (withDevice) drawPairings();
}

// Whether each published board's device has its game: its snapshot is of
// that round and board with those players.
function drawPairings() {
  if (!published || !published.games || $("pairings").hidden) return;
  const byBoard = new Map([...boards.values()].filter((b) => b.row.board != null).map((b) => [b.row.board, b.row]));
  for (const tr of $("pairings-rows").children) {
    const game = published.games.find((g) => String(g.board) === tr.dataset.board);
    const cell = tr.lastElementChild;
    if (!game) continue;
    const row = byBoard.get(game.board);
    const taken = row && row.round === String(published.round) && row.white === game.white && row.black === game.black;
    set(cell, taken ? word("console-pairings-taken") : row ? word("console-pairings-not-yet") : word("console-pairings-no-device"));
    cell.className = taken ? "taken" : "";
    tr.dataset.taken = taken ? "yes" : "no";
  }
}

async function checkFile() {
  if (!pairingsFile) return;
  const got = await fetch("pairings/check?round=" + pairingsRound(), { method: "POST", body: pairingsFile });
  const checked = await got.json();
  const problems = $("pairings-problems");
  problems.replaceChildren(...checked.problems.map((p) => { const li = document.createElement("li"); li.textContent = p; return li; }));
  const good = checked.problems.length === 0;
  sayPairings(good ? word("console-pairings-ready", { count: checked.games.length, round: checked.round }) : word("console-pairings-problems"));
  published = null;
  showGames(good ? checked.games : [], false);
  $("publish").disabled = !good;
}

async function publish() {
  $("publish").disabled = true;
  const got = await fetch("pairings/publish?round=" + pairingsRound(), {
    method: "POST", body: pairingsFile, headers: { "X-Pendule-Pin": $("pairings-pin").value } });
  $("pairings-pin").value = "";
  const answer = await got.json();
  if (!got.ok) {
    sayPairings(answer.why || word("console-pairings-problems"));
    $("publish").disabled = false;
    return;
  }
  published = { round: answer.round, games: answer.games };
  sayPairings(word("console-pairings-published", { count: answer.games.length, round: answer.round }));
  showGames(published.games, true);
}

async function takeFile(file) {
  pairingsFile = new Uint8Array(await file.arrayBuffer());
  await checkFile();
}

async function openPairings() {
  $("pairings").hidden = false;
  if (pairingsFile) return;
  const got = await fetch("pairings");
  const round = await got.json();
  if (round.games) {
    published = round;
    $("pairings-round").value = round.round;
    sayPairings(word("console-pairings-published", { count: round.games.length, round: round.round }));
    showGames(round.games, true);
  }
}

function startPairings() {
  set($("pairings-open"), word("console-pairings"));
  set($("pairings-title"), word("console-pairings"));
  set($("pairings-close"), word("console-close"));
  set($("drop-words"), word("console-pairings-drop"));
  set($("round-label"), word("console-pairings-round"));
  set($("pin-label"), word("console-pairings-pin"));
  set($("publish"), word("console-pairings-publish"));
  set($("p-board"), word("console-board"));
  set($("p-white"), word("console-white"));
  set($("p-black"), word("console-black"));
  set($("p-device"), word("console-pairings-device"));
  $("pairings-open").addEventListener("click", openPairings);
  $("pairings-close").addEventListener("click", () => { $("pairings").hidden = true; });
  $("pairings-file").addEventListener("change", (e) => { if (e.target.files[0]) takeFile(e.target.files[0]); });
  $("pairings-round").addEventListener("change", checkFile);
  $("publish").addEventListener("click", publish);
  const drop = $("drop");
  drop.addEventListener("dragover", (e) => { e.preventDefault(); drop.classList.add("over"); });
  drop.addEventListener("dragleave", () => drop.classList.remove("over"));
  drop.addEventListener("drop", (e) => {
    e.preventDefault();
    drop.classList.remove("over");
    if (e.dataTransfer.files[0]) takeFile(e.dataTransfer.files[0]);
  });
}
