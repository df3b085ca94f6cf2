# The arbiter's hall console in the browser (hall/console). The page fills
# in the arguments itself: no plural forms here.

console-title = { $event }: the hall
console-connecting = Connecting to the hall…
console-lost = The link to the hall is lost: trying again…
console-no-boards = No board yet: each device appears here when it joins the hall.
console-progress = Finished: { $done } of { $total }
console-sort-problems = Problems first
console-sort-boards = Board order
console-only-problems = Only problems
console-alert = Alert on a new problem
console-not-started = not started
console-playing = playing
console-paused = paused
console-flag = flag fallen
console-offline-since = offline since { $since }
console-problem-call = { $name } calls the arbiter
console-call-seen = seen
console-seen-button = Seen: I am going
console-seen-refused = That call is no longer waiting (answered at the board).
console-problem-flag = Flag fallen
console-problem-offline = Device offline
console-problem-paused = Clocks paused
console-problem-unsigned = Result not signed
console-waiting = for { $time }
console-show-results = Results
console-show-grid = Boards
console-close = Close
console-round-file = The round's PGN
console-results-file = The results (CSV)
console-trf-file = The results in the pairings TRF
console-board = Board
console-white = White
console-black = Black
console-result = Result
console-termination = Ended by
