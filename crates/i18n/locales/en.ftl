# Ashtapada's words in English. fr.ftl has the same messages with the same arguments (the build
# and crates/i18n/tests/messages.rs check it). Numbers given through NUMBER() or used in plural
# selectors are written the language's way.

-brand = Ashtapada

## Page: the fixed text of www/index.html (data-l10n attributes), plain text only.

page-welcome-title = Welcome to Ashtapada
page-welcome-text = Chess as ancient India played it: four armies and a die, two armies face to face, and the round board of Byzantium.
page-welcome-where = Play in your browser, even offline, against bots or friends.
page-welcome-learn = Learn to play
page-welcome-bots = Play the bots
page-welcome-friend = Play a friend
page-skip = Skip to the move box
page-menu-label = Game
page-loading = The four-handed dice chess of ancient India and its relatives. Setting up the board…
page-panel-label = Game panel
page-turn = Turn
page-moves = Moves
page-moves-label = Moves: choose one to see its position (arrow keys go through them)
page-nav-label = Step through the moves
page-move-label = Type a move
page-move-placeholder = Type a move: e3, Nc3, e2-e3, roll, pass…
page-play = Play
page-controls-label = Game controls
page-analysis = Analysis board
page-review = Review
page-players = Players
page-stakes = Stakes
page-events = Events
page-log-label = Events: captures, passes and other news of the game
page-settings = Settings
page-keys = Keys: ← → step through moves, Home / End, F turns the board, H asks for a hint (in the move box: h or ? and Enter), S shares the game; ? lists every key, the board’s too (Tab to the board, then the arrow keys).
page-keys-all = All keys
page-new-game = New game
page-ruleset = Ruleset
page-options = Options
page-start = Start
page-cancel = Cancel

## UI: panels, menus, dialogs, toasts (crates/web)

settings-language = Language
close = Close
cancel = Cancel
controller-human = Human
bot-level = { $level ->
    [easy] easy
    [medium] medium
    [random] random
   *[hard] hard
  }
team-of-two = { $first } & { $second }
title-over = Game over · { $ruleset } · { -brand }
title-to-play = { $turn } · { -brand }
title-ruleset = { $ruleset } · { -brand }
announce-prompt = { $seat }: { $prompt }.
announce-to-play = { $turn }.
announce-move = { $seat }: { $action }.
announce-rolled = { $seat } rolled { $value }: { $action }.
announce-rolled-pass = { $seat } rolled { $value } and passes.
announce-pass = { $seat } passes.
announce-since = Since your last move:
said-move = { $piece } { $from } to { $to }
said-capture = { $mover } { $from } takes { piece-the } on { $to }
said-capture-of = { $mover } { $from } takes { $taken } on { $to }
announce-roll = { $seat } rolled { $value }.
board-label = { $ruleset } board. { $turn } Arrow keys move over the cells, Enter picks a piece up and puts it down; the question mark lists the keys.
board-army = { $seat }: { $pieces }.
board-army-none = { $seat }: no pieces.
board-piece-at = { $piece } { $cell }
board-cell-piece = { $cell }, { $piece }, { $colour }
board-cell-empty = { $cell }, empty
board-cell-target = { $cell } can be played there
board-picked-up = { $cell }, { $piece }, picked up; Escape puts it back
board-put-back = { $cell }, { $piece }, put back
read-last = Last actions: { $actions }.
read-nothing-yet = Nothing played yet.
read-material = { $seat }: { NUMBER($count) } { $count ->
    [one] piece
   *[other] pieces
  }
read-money = { $seat }: { NUMBER($money) } rupees
read-no-dice = This game has no die.
keys-title = Keys
keys-intro = Outside the text boxes and dialogs. On the board (Tab to it), the arrow keys move a cursor over the cells; on the circle, left and right go around a ring, up and down from ring to ring.
keys-arrows = Arrow keys on the board: move the cursor, each cell read aloud
keys-enter = Enter or Space on the board: pick up the piece under the cursor, put it down
keys-pieces = P: every piece, army by army
keys-last = L: again what was said of the last turns (in the past, the last actions)
keys-dice = D: the die and what it allows; R rolls it
keys-material = M: the pieces each army has, and the money
keys-moves = Left and right arrows elsewhere, Home, End: step through the moves
keys-hint = H: a hint; F: turn the board; S: share the game
keys-help = ?: this list
premove-set = Premove { $move }: played when your turn comes, if it is still legal then. A click elsewhere cancels it.
premove-dropped = The premove { $move } is no longer legal: it was dropped.
announce-brief = { $seat } { $move }.
log-game-over = Game over: { $outcome }.
log-empty = Captures, passes and other events appear here.
roll-off = Roll-off: { $rounds }. { $start }
roll-off-throw = { $seat } { NUMBER($value) }
roll-off-tie = {"; "}tie, again:{" "}
roll-off-keeps = { $seat } starts, with the { NUMBER($value) } as his first roll.
roll-off-rerolls = { $seat } starts and rolls again.
record-title = Game record
record-help = Copy this text to keep the game, or paste a record here and import it. The current game is replaced only if the record reads.
record-notation = A record keeps the documents’ notation in every language, so that it reads the same everywhere: “roll” and “pass”, the players as “Human” or “Bot (level)”, and the pieces by their letters: { $letters }.
record-letter = { $letter } { $piece }
record-players = Players: { $list }
record-player = { $seat } – { $who }
record-not-imported = Not imported: { $error }
record-import = Import this text
record-download = Download
resign-title = Resign?
resign-question = { $seat } resigns: the game is lost for { $team }.
resign-yes = Resign
draw-title = Draw?
draw-question = Do all players agree to a draw?
draw-yes = Agree to a draw
draw-no = Play on
setup-document = Document { $document }
setup-rules = Rules
setup-rules-of = The rules of { $ruleset }
setup-optional-die = Play with the document’s optional die (d6)
setup-stake-unit = Stake unit (rupees)
setup-seed = Dice seed
setup-seed-random = random
setup-no-options = No options for this ruleset.
setup-bot = Bot: { bot-level }
rules-picture = Picture
rules-piece = Piece
rules-moves = Moves
rules-letter = Letter
rules-letters = In the moves shown and typed, a piece is written by its letter and a pawn by none (e2-e3). Saved games and links keep the record notation's letters (K R N A F B Q), so that they read the same in every language.
nav-first = First position
nav-first-key = First position (Home)
nav-prev = Previous move
nav-prev-key = Previous move (←)
nav-next = Next move
nav-next-key = Next move (→)
nav-last = Current position
nav-last-key = Current position (End)
banner-viewing = Viewing the position after { NUMBER($shown) } of { NUMBER($last) } { $last ->
    [one] action
   *[other] actions
  }.
banner-back = Back to the game
promotion-title = Promotion
promotion-question = The { $pawn } on { $cell } becomes:
game-is-over = the game is over
turn-of = it is { $seat } turn
answer-first = answer the offer first
piece-of-other = that is { $owner } piece; it is { $actor } turn
no-legal-move = the { $piece } has no legal move now
move-not-possible = that move is not possible now
tap-again = tap { $cell } again to play { $move }
no-piece-there = there is no piece there; it is { $actor } turn
choose-outlined-cell = choose one of the outlined cells for the king
die-not-now = the die is not to be rolled now
cannot-pass = a move is possible: the turn cannot pass
no-offer-now = no exchange can be offered now
no-demand-now = no release can be demanded now
no-answer-waiting = no exchange is waiting for an answer
no-keep-now = there is no reintroduction to decline
expected-cell-after-k = “{ $text }”: expected a cell after K@, e.g. K@d1.
move-not-a-move = “{ $text }” is not a move: expected e.g. e3, Nc3, Nxc3, dxe4 or Nb1-c3.
move-ambiguous = { $text } is ambiguous: it could be { $candidates }; type the one you mean.
move-needs-promotion = { $text } promotes: add the piece, one of { $choices }.
move-illegal = { $text } is not a legal move here: { $why }.
move-wrong-piece = the piece on { $cell } is a { $piece }
move-cannot-promote-to = it cannot promote to { $piece }
move-none-can-go = no { $piece } can go to { $cell }
move-refused = { $text }: { $reason }.
hint-is = Hint: { $move }
hint-not-legal = No hint this time (the suggestion was not legal here).
hint-failed = No hint this time ({ $reason }).
worker-idle = Bots start with their first move
worker-starting = Starting the bot worker…
worker-checking = Bot worker started, checking…
worker-ready = Bot worker ready
worker-restarting = Restarting the bot worker ({ $why })…
worker-failed = Bot worker unavailable: { $why }. Bots play random moves.
save-not-restored = The saved game could not be restored: { $why }. A new game was started.
note-resigns = { $seat } resigns
bots-decline-draw = the bots decline the draw
note-draw-agreed = The players agree to a draw
note-new-game = New game: { $ruleset }
note-new-game-seed = New game: { $ruleset }, dice seed { $seed }
note-imported = Imported a game of { $ruleset } ({ NUMBER($count) } { $count ->
    [one] action
   *[other] actions
  })
toast-imported = game imported: { $ruleset }, { NUMBER($count) } { $count ->
    [one] action
   *[other] actions
  }
toast-not-imported = the record was not imported: { $error }
record-dice-no-proof = the dice were drawn by several devices, but the record has no Dice tag to prove them
record-dice-tampered = the Dice tag does not prove the rolls: a device’s part does not match what it committed to
record-dice-wrong-face = the dice do not check: roll { NUMBER($roll) } of the devices shows { NUMBER($shown) }, but their parts give { NUMBER($drawn) }
bot-garbled = its reply was garbled: { $error }
note-bot-refused = The bot’s action was refused ({ $reason }); it plays at random.
note-bot-failed = The bot could not think ({ $reason }); it plays at random.

file-too-large = { $name } is too large to be a game record
file-not-text = the file is not text
file-unreadable = cannot read { $name }: { $why }
save-failed-full = This browser is not keeping your games (its storage is full): play goes on, but what is on screen will not survive a reload. Export the game to keep it.
save-failed-off = This browser is not keeping your games (it lets this site store nothing): play goes on, but what is on screen will not survive a reload. Export the game to keep it.
bug = Ashtapada hit a bug ({ $why }). Your game is saved: reload the page to go on.

form-bad-seed = the dice seed must be a whole number from 0 to { $max }, or empty for a random one
form-bad-stake = the stake unit must be a whole number above 0
rules-source = Source:

save-not-ours = it is not a save of this game ({ $error })
save-format = it is not a save of this game (format “{ $format }”)
save-version = it was written by another version of the page (save version { NUMBER($version) }, this page reads { NUMBER($ours) })
save-damaged = it is damaged ({ $error })
save-no-record = it has no game record
save-record = its game record is damaged: { $error }
save-unknown-player = unknown player “{ $kind }”
save-players = it names { NUMBER($named) } players for a game of { NUMBER($players) }

trouble-protocol = it speaks protocol { NUMBER($theirs) }, the page speaks { NUMBER($ours) } (reload the page)
trouble-no-start = it could not start: { $why }
trouble-crashed = it crashed
trouble-crashed-because = it crashed ({ $why })
trouble-hung = it stopped answering
trouble-repeated = the bot worker failed { NUMBER($count) } times ({ $why })
trouble-unavailable = the bot worker is unavailable ({ $why })
worker-says = The bot worker says: { $message }
worker-unavailable = The bot worker is unavailable: { $why }.
worker-restarted = The bot worker had trouble ({ $why }): it was restarted.

trouble-refused = it could not answer: { $why }

no-such-promotion = that promotion is not available
die-shows-another-face = the die shows another face
no-place-there = no king may be placed there now

menu-more = More
menu-share = Share
menu-share-title = A link to this game, to play on with a friend on another device
share-title = Share this game
share-help = Send this link to your friend by any messenger: it holds the whole game, and opens it on any device where the game runs. After each move, share again and send the new link.
share-dice = The dice follow the game’s seed, which the link carries: someone who decodes the link could foresee the rolls. Links are for friends.
baton-joining = Dice drawn by the devices: the devices of { $seats } have not joined yet. Send them the game’s link (Share).
baton-choose = This browser plays no seat of this game yet: tick the seats you play (Share), then send the link on.
baton-starting = Every seat has its device: send the link back to { $seats }, whose device draws who starts.
baton-playing = dice drawn by { NUMBER($devices) } devices, one at a time
baton-waiting = Your roll waits for the link from { $seats }: its device’s part of the roll comes in it.
baton-no-live = this game’s dice are drawn by its links, one device at a time: it goes on by links
baton-alone = Go on without the other devices
baton-alone-since = dice drawn by the devices for { NUMBER($rolls) } rolls, then by this device alone
alone-title = Go on here alone?
alone-question = The other devices have not sent the game back. Go on with it on this device alone: every seat is played here from now on, and the rolls come from this device's die, no longer drawn between devices. The record proves the rolls drawn so far. The other devices keep the game as they last had it.
alone-yes = Go on here
baton-watching = This browser plays no seat of this game: it can follow the game, not roll for its players.
share-dice-baton = The dice are drawn by the devices one at a time: each roll comes from a secret of the roller’s device and one of the device that played before, so no link tells a roll before it is made.
share-copy = Copy the link
share-copied = the link is copied
share-cannot = this game starts from a set position: a link cannot carry it
note-link-opened = Opened a game of { $ruleset } from a link ({ NUMBER($count) } { $count ->
    [one] action
   *[other] actions
  })
link-not-opened = The link was not opened: { $why }. The game on screen is unchanged.
link-not-a-link = it is not a game link
link-foreign = it is a link of another site or format
link-future = it was written by a later version of the game (link version { NUMBER($version) })
link-truncated-setup = it ends early, in the game’s set-up
link-truncated-action = it ends early, at action { NUMBER($ply) }
link-truncated-checksum = it ends early, before its checksum
link-unknown-ruleset = it names a ruleset this page does not know
link-unknown-player = it names a kind of player this page does not know
link-bad-name = a player’s name in it does not read
link-too-long = it holds { NUMBER($count) } actions, more than a game can have
link-illegal = action { NUMBER($ply) } is not legal there (number { NUMBER($index) } of { NUMBER($legal) } legal actions)
link-altered = it was changed after it was written (its checksum does not match)
share-title-handoff = { $seat-form ->
   *[other] Send the game to { $seat }
  }
share-here = Played on this device
share-here-help = Tick the seats you play here; the others play on their own devices, and this page lets nobody here move for them.
share-native = Send…
seats-title = A game by link
seats-help = Which seats do you play on this device? The others play on their own devices: after your moves, the page gives you the new link to send them.
seats-play = Play
turn-of-remote = { $seat-form ->
   *[other] { $seat } plays on another device: send them the game’s link (Share)
  }
link-older = This link is older than the game this browser has ({ NUMBER($have) } { $have ->
    [one] action
   *[other] actions
  } against { NUMBER($count) }): the newer game is kept.
link-same = This link holds the game as this browser has it.
import-older = This record is older than the game on screen ({ NUMBER($count) } { $count ->
    [one] action
   *[other] actions
  } against { NUMBER($have) }): the newer game stays, and the record is kept in Games.
menu-games = Games
menu-games-title = The games kept in this browser: games by link, and games put aside when another came
games-title = Your games
games-help = This browser keeps your games by link and the games put aside when another came: open one to play on.
games-on-screen-line = { NUMBER($count) } { $count ->
    [one] action
   *[other] actions
  }, on screen
games-parts = parts from the game on screen after { NUMBER($count) } { $count ->
    [one] action
   *[other] actions
  }
games-none = No other game is kept yet.
games-open = Open
games-export = Export
games-delete = Delete
games-here = on this device
games-line = { NUMBER($count) } { $count ->
    [one] action
   *[other] actions
  }, last opened { $date }
games-unreadable = This kept game no longer reads.
share-qr = Scan it with a phone at the table to open the game there.
keys-loading = Opening the keys…
rules-loading = Opening the rules…
menu-review = Review
menu-review-title = Each position judged by the hard bot, as a chart of the teams' chances, with each decision that lost chances marked
review-progress = Reviewing: { NUMBER($done) } of { NUMBER($total) } positions…
review-stop = Stop
review-close = Close the review
review-chart = Winning chances of { $team }, action by action, rolls and passes included: choose a point to see its position
review-none = No decision lost much by the bot's judgement.
review-mark = { $move }, { $kind }: the chances of { $team } fell from { $before } to { $after }; the bot preferred { $better }
review-caption = Winning chances of { $team }, action by action
review-percent = { $value }%
review-axis-actions = Actions, rolls and passes included
mark-inaccuracy = inaccuracy
mark-mistake = mistake
mark-blunder = blunder
review-summary = Each seat's decisions, by the chances they lost
review-summary-seat = Seat
review-summary-inaccuracies = Inaccuracies
review-summary-mistakes = Mistakes
review-summary-blunders = Blunders
review-summary-average = Average loss
review-points = { $whole }.{ $tenths } points
review-thresholds = A decision is marked by the winning chance it lost against the bot's choice: an inaccuracy from { NUMBER($inaccuracy) } points, a mistake from { NUMBER($mistake) }, a blunder from { NUMBER($blunder) }. A bad roll is no mistake.
review-failed = the review stopped: { $why }
review-why-left = { $gender ->
   *[other] { $victim } on { $cell } was left to { $by } on { $from }.
  }
review-why-king = { $gender ->
   *[other] { $victim } on { $cell } was left to { $by } on { $from }: a king lost.
  }
review-why-missed = { $better } would have taken { $victim }.
review-why-better = No piece was lost at once: the bot’s { $better } kept more chances.
review-mistakes = Learn from your mistakes
review-mistake-find = { $seat-form ->
   *[other] { NUMBER($at) } of { NUMBER($of) }: { $played } was played here. Find a better action for { $seat }.
  }
review-mistake-again = { $seat-form ->
   *[other] Find a better action for { $seat }.
  }
review-mistake-checking = The bot weighs { $answer }…
review-mistake-best = Good: { $answer } is the bot’s own choice.
review-mistake-good = Good: { $answer } keeps the chances; the bot plays { $best }.
review-mistake-bad = Not quite: { $answer } loses { $points }; the bot plays { $best }.
review-mistake-shown = The bot plays { $best }.
review-mistake-show = Show the bot’s action
review-mistake-next = Next mistake
review-mistake-end = Finish
review-mistakes-leave = Back to the review
review-mistakes-done = { $count ->
    [one] You went through your mistake.
   *[other] You went through your { NUMBER($count) } mistakes.
  }
games-who = { $seat }: { $who }

learn = Learn
learn-title = Lessons: move each piece, roll the die, see every special rule, solve puzzles
learn-courses-title = Learn to play
learn-courses-intro = Start with the common pieces, then take the course of the game you want to play. Each step is a short task on the board; nothing you do here touches your game. Puzzles from real games follow the courses.
learn-common = The common pieces
learn-course-steps = { NUMBER($done) } of { NUMBER($total) } steps done
learn-start = Start
learn-continue = Continue
learn-again = Again
learn-step-of = Step { NUMBER($n) } of { NUMBER($total) }
learn-stars-left = { $stars ->
    [one] One star left
   *[other] { NUMBER($stars) } stars left
}
learn-targets-left = { $pieces ->
    [one] One piece left to take
   *[other] { NUMBER($pieces) } pieces left to take
}
learn-moves-left = { $moves ->
    [one] one move left
   *[other] { NUMBER($moves) } moves left
}
learn-done = Well done!
learn-failed-moves = Out of moves: try again.
learn-failed-over = The game ended before the goal: try again.
learn-failed-stuck = This road leads nowhere: try again.
learn-retry = Retry
learn-next = Next
learn-hint = Hint
learn-hint-retry = The moves so far leave the lesson's road: retry to see the hint.
learn-leave = Back to the game
learn-steps = Steps
learn-course-done = Course complete: you know enough to play { $ruleset }.
learn-play = Play a game
learn-loading = Opening the lesson…
learn-topic-moves = { $piece }: moving
learn-topic-captures = { $piece }: capturing
learn-topic-dice = The die
learn-topic-puzzle = Puzzle { NUMBER($n) }
learn-rule-king-leap = The king’s leap
learn-rule-promotion = Promotion
learn-rule-privileged = The privileged pawn
learn-rule-alfil-square = The square of four
learn-rule-throne = The throne
learn-rule-frozen = Frozen armies
learn-rule-exchange = Exchanging kings
learn-rule-reintroduction = The king comes back
learn-rule-lone-king = The lone king
learn-rule-stakes = Stakes
learn-rule-meeting-pawns = Meeting pawns
learn-rule-no-null-move = No null move
learn-rule-goal = The goal
learn-text-moves = { $piece }: { $movement }. Land on every star in at most { NUMBER($moves) } moves.
learn-text-captures = A piece captures by moving onto an enemy piece, which leaves the board. Take the marked pieces with your { $piece } in at most { NUMBER($moves) } moves.
learn-text-dice = Roll the die and move the piece it names; when no such piece can move, the turn passes. Play three turns.
learn-text-rolled = You rolled a { NUMBER($face) }.
learn-goal-stars = Land on every star.
learn-goal-capture = Take the marked pieces.
learn-goal-win = Win the game.
learn-goal-turns = Play { NUMBER($turns) } turns.
learn-goal-king-leap = Your turn: make the king’s leap.
learn-goal-promoted = Your turn: promote a pawn.
learn-goal-alfil-square = Your turn: complete the square.
learn-goal-command = Your turn: take the throne.
learn-goal-frozen = Your turn: capture a king and freeze its army.
learn-goal-exchange = Your turn: accept the exchange.
learn-goal-king-returned = Your turn: put your king back on the board.
learn-goal-withdrew = Your turn: leave an enemy king alone.
learn-goal-paid = Your turn: make the money change hands.
learn-goal-pawns-met = Your turn: make two pawns meet.
learn-goal-king-captured = Your turn: capture a king.
learn-goal-passed = Your turn: see the turn pass.
learn-moves-limit = { $moves ->
    [one] In one move.
   *[other] In at most { NUMBER($moves) } moves.
}
learn-unreadable = This lesson could not be read: try again, or reload the page.
learn-common-summary = { $king }, { $rook } and { $knight }: they move alike on every square board. Start here.
puzzles-title = Puzzles
puzzles-intro = In each position one move is clearly better than every other: find it. Your first try at each puzzle moves your rating.
puzzles-solve = Solve
puzzles-solved = { NUMBER($done) } of { NUMBER($total) } solved
puzzles-rating = Rating { $rating } · streak { NUMBER($streak) } · best { NUMBER($best) }
learn-topic-rated = Puzzle, rated { $rating }
learn-failed-not-best = Not the best move: the arrow shows it.
puzzles-find = To play: { $who }. Find the best move.
puzzles-answer = The answer: { $move }.
puzzles-themes = Themes: { $themes }.
puzzles-theme-capture = a capture
puzzles-theme-king-capture = a king taken
puzzles-theme-promotion = a promotion
puzzles-theme-throne = a throne
puzzles-theme-escape = the king’s escape
puzzles-theme-rescue = a piece saved
extras-unanswered = This part of the game did not load (the page may be older than its files after an update): reload the page.
analysis-over = The game is over in this position.
analysis-failed = The bot cannot analyse this position: { $why }
analysis-depth = Depth { NUMBER($depth) }, { NUMBER($nodes) } positions
analysis-waiting = The bot is thinking…
analysis-stop = Stop
analysis-go = Think again
analysis-moves = Moves and variations
analysis-promote = Make it the main line
analysis-delete = Delete from here
analysis-close = Close the analysis
analysis-side = { $team }: { $worth }
analysis-money = { $amount } stake units
analysis-decimal = .
analysis-lines = The bot's best actions
analysis-roll = Roll the die
analysis-faces = What this roll is worth, face by face (choose one):
analysis-face = { NUMBER($value) } ({ $pieces }): { $worth }
analysis-start = Start
analysis-live = The analysis board opens once live play has ended.
menu-analyse = Analyse
menu-analyse-title = Explore this position: play any action for any seat, with the hard bot's best actions and their values
# (end of the UI section: new UI messages go above this line)
# ----

## Session: the turn, dice, moves, seats, ledger, settings, answer and game-over panels
## (crates/web/src/app/session)

# $seat-form (seat-form below): French puts an article before some seats' names; English
# writes the name bare.
pass-with-roll = { $seat-form ->
   *[other] { $seat } cannot move with a { NUMBER($value) } and passes
  }
pass-no-move = { $seat-form ->
   *[other] { $seat } cannot move and passes
  }
face-nothing = nothing moves
face-or = {" or "}
die-shows = The die shows { NUMBER($value) }
die-not-rolled = The die is not rolled yet
die-rolled = { $seat-form ->
   *[other] { $seat } rolled { NUMBER($value) }
  }
die-last-rolled = { $seat-form ->
   *[other] { $seat } last rolled { NUMBER($value) }
  }
die-no-roll = No roll yet
menu-export = Export
menu-export-title = Download the game record
menu-import = Import
menu-import-title = Load a game record file
menu-record = Record text
menu-record-title = The game record as text: copy it, or paste one to import
controls-hint = Hint
controls-hint-title = Ask the hard bot for a move, half a second’s thought (key H)
controls-undo = Undo
controls-undo-title = Take back (with bots: to your last move)
controls-redo = Redo
controls-flip = Turn board
controls-flip-title = Show the board from the next seat (key F)
controls-result = Result
controls-draw = Offer draw
prompt-promotion = choose the promotion
prompt-answer = { $seat-form ->
    [s] accept or refuse { $seat }’ exchange
   *[other] accept or refuse { $seat }’s exchange
  }
prompt-place = choose a cell for the { $king }
prompt-reintroduce = put your { $king } on an empty cell, or keep the right
prompt-roll = roll the die
prompt-pass = nothing can move: pass
prompt-move-rolled = move ({ NUMBER($value) } rolled: { $pieces })
prompt-move = your move
turn-over = Game over
turn-team = team { $team }
turn-answered-by = { $seat-form ->
   *[other] answered by { $seat }
  }
turn-placed-by = { $seat-form ->
   *[other] placed by { $seat }
  }
turn-played-by = { $seat-form ->
   *[other] played by { $seat }
  }
turn-bot = bot ({ bot-level })
turn-human = human
turn-remote = on another device
turn-thinking = { $seat-form ->
   *[other] { $seat } is thinking…
  }
turn-to-move = { $seat-form ->
   *[other] { $seat } to move
  }
decision-roll = Roll the die
decision-auto-roll = Roll for me from now on
decision-auto-roll-title = Most rolls of a dice game allow no move and pass: the game then rolls for you, and you only move. Settings can turn it off (Roll automatically).
decision-pass = Pass
decision-offer = Offer an exchange of kings
decision-demand = Demand your king’s release
decision-keep = Keep the right (not now)
moves-start = Start
moves-title = { $seat }: { $move }
seats-to-move = to move
seats-thinking = thinking…
seats-withdrawn = withdrawn
seats-no-pieces = no pieces left
seats-frozen = frozen
seats-commanded-by = { $seat-form ->
   *[other] commanded by { $seat }
  }
seats-commands = { $seat-form ->
   *[other] commands { $seat }
  }
seats-king-held = { $holder-form ->
   *[other] { $king } held by { $holder }
  }
seats-playing = playing
seats-lost-many = { NUMBER($count) } × { $piece }
seats-bot = Bot · { bot-level }
seats-lost = Lost: { $pieces }
ledger-caption = Stake unit: { NUMBER($stake) } { $stake ->
    [one] rupee
   *[other] rupees
  }
ledger-player = Player
ledger-balance = Balance (rupees)
ledger-pot = Pot
prefs-auto-roll = Roll automatically
prefs-auto-pass = Pass automatically
prefs-coords = Coordinates
prefs-sound = Sounds
prefs-volume = Volume
prefs-board = Board
prefs-board-auto = Automatic
prefs-board-classic = Classic wood
prefs-board-green = Green
prefs-board-contrast = High contrast
prefs-pieces = Pieces
prefs-pieces-figures = Figures
prefs-pieces-tokens = Tokens
prefs-announce-brief = Brief announcements
answer-title = Exchange of kings
answer-offer = { $offerer-form ->
   *[other] { $offerer } offers { $answerer-form ->
       *[other] { $answerer }
      } an exchange of the captured { $kings }: each side gives back the { $king } it holds.
  }
answer-accept = Accept
answer-refuse = Refuse
over-money = { $signed } { $amount ->
    [one] rupee
    [-1] rupee
   *[other] rupees
  }
over-won = won
over-lost = lost
over-draw = draw
over-export = Export record

action-pass = pass
action-offer = offer
action-accept = accept
action-refuse = refuse
action-demand = demand
action-keep = keep

# (end of the Session section: new session messages go above this line)
# ----

fork-title = { $from ->
    [record] This record’s game differs from yours at action { NUMBER($at) }
    [tab] Another tab played this game on another line from action { NUMBER($at) }
   *[link] This link’s game differs from yours at action { NUMBER($at) }
  }
fork-text = Both are kept: yours is in the Games list. Which one do you play on?
fork-theirs = Play on this one
fork-mine = Back to yours
tab-fork-kept = This tab keeps its own line; the other tab’s is in the Games list.
storage-cleared = This site’s storage was cleared (in another tab, or by the browser): this tab stored its game and its kept games again.

## Live play

menu-live = Play live
menu-live-title = Play this game live with friends on their own devices: a direct connection, no server
live-title = Play live
live-join-title = Join a live game
live-reading = Reading the invitation…
live-help = Send this invitation to a friend (any messenger), or let them scan the code. Their page gives back an answer: paste it here, or open it in this browser. Then every move shows on both devices by itself.
live-help-relays = Send this link to your friends (any messenger), or let them scan the code. Each one opens it, picks a seat and is connected, with nothing to send back; then every move shows on all devices by itself.
live-network-stun = Across the internet, each device asks the public STUN server { $server } for its own address, which that server then knows (nothing of the game). Settings can change it.
live-offered = This invitation offers: { $seats }
live-invite-label = The invitation
live-answer-label = Their answer
live-connect = Connect
live-invite-another = Invite another player
live-network = With no STUN server in the Settings, devices connect only on the same network (the same Wi-Fi, or one machine).
live-choose-seat = Choose your seat:
live-reply-help = Send this answer back to the one who invited you (or let them scan the code): the game goes live here as soon as they enter it.
live-reply-label = Your answer
live-guest-state = You play { $seats }: { $state }
live-stop = Play by links instead
live-qr = Scan it with the other phone.
live-open = Live…
live-state-preparing = preparing…
live-state-waiting = waiting for the answer
live-state-connecting = connecting…
live-state-open = connected
live-state-lost = connection lost
live-status = Live: { $line }
turn-of-remote-live = { $seat-form ->
   *[other] { $seat } plays on another device: their move comes here by itself
  }
live-seat-state = { $seats }: { $state }
live-rtt = { NUMBER($ms) } ms
live-joined = { $seats } joined: the game is live.
live-connected = Connected: the game is live.
live-guest-lost = The connection with { $seats } is lost. The game is kept: invite them again (Play live) or go on by links.
live-host-lost = The connection with the host is lost. The game is kept: ask the host for a new invitation, or go on by links (Share).
live-guest-coming-back = The connection with { $seats } is lost. The game is kept, and the connection is coming back by itself as soon as their device answers.
live-host-coming-back = The connection with the host is lost. The game is kept, and the connection is coming back by itself as soon as the host answers.
live-unreachable = The devices could not connect: they found no way to each other. On two different networks, both need a STUN server in Settings (on some networks, a TURN server); then make a new invitation (Play live), or go on by links.
live-garbled = A message of the other device did not read: it was not played.
live-dice-refused = A part of the dice from another device does not match what it committed to: it was not taken, and the roll waits.
live-dice-refused-host = A part of the dice from the host does not match what its device committed to: it was not taken, and the roll waits.
live-dice-fair = dice drawn by { NUMBER($devices) } devices
live-dice-waiting = waiting for the dice of { $seats }
live-dice-waiting-other = waiting for another device’s part of the roll
live-refused = The host did not play your action: { $why }. Your board now shows the host’s game.
live-refuse-seat = it is not your seat’s turn
live-refuse-illegal = it is not legal there
live-refuse-stale = the game had moved on
live-refuse-over = the game is over
live-ask-undo = a take-back
live-ask-draw = a draw
live-ask-rematch = a rematch, each device on the next seat
over-rematch = Rematch
live-rematch-started = Rematch: a new game, each device on the next seat.
live-ask-rematch-same = a rematch, each device on the same seat
over-rematch-same = Rematch, same seats
live-rematch-same-started = Rematch: a new game, each device on the same seat.
live-watchers-allowed = Devices allowed to watch
live-asks-title = A question from the table
live-asks = { $who } asks for { $what }.
live-yes = Agree
live-no = Decline
live-asked = You asked for { $what }: waiting for the answer.
live-declined = { $what } was declined.
live-over = the game is over: there is nothing left to play live
live-no-seat = every seat is taken: no one is left to invite
live-guest-cannot-invite = only the player who invited can invite others
live-browser-failed = the browser could not open the connection ({ $why })
live-reply-refused = This answer cannot be used: { $why }.
live-reply-unknown = This answer is not to an invitation of this page (or that invitation was answered already).
live-reply-seat = This answer takes a seat that the invitation did not offer.
live-invite-refused = This invitation cannot be opened: { $why }.
live-code-damaged = it was changed or cut on the way (copy it whole)
live-code-foreign = it is not an invitation or an answer of this game
live-code-future = it was written by a later version of the game (version { NUMBER($version) })
live-answer-passed = This answer was handed to the tab that invited, in this browser.
live-stopped = Live play ended: the game goes on here, by links.
prefs-live-servers = Servers for live play across the internet
prefs-live-servers-syntax = stun:host:port  ·  turn:host:port user password
prefs-live-servers-help = One per line, as above. Empty: the same network only, and no request to anyone. A STUN server learns the addresses of the devices that use it; a TURN server relays the game’s messages.
live-servers-bad = Line { NUMBER($line) } of the live play servers does not read: write stun:host:port, or turn:host:port user password.
live-relays-bad = Line { NUMBER($line) } of the relays does not read: write one address a line, starting with wss://.
prefs-live-relays = Relays for live play invitations
prefs-live-relays-help = One address per line (wss://…). A relay sees a random room name, the time, and sealed bytes it cannot read: never the game, the moves or who plays. Empty: invitations are codes carried by hand.
live-seat-taken = That seat was just taken by another device: choose another.
live-relays-unreached = No relay could be reached (is there internet?): invitations go by code, with an answer sent back by hand.
live-way-code = By hand: no relay could be reached, so your friend sends an answer back.
live-relays-state = { NUMBER($open) } of { NUMBER($of) } relays connected.
live-joining = Connecting to the host through the relays…
live-watchers = { NUMBER($count) } watching
live-state-watching = watching, read-only
live-watch-label = Link to watch the game (read-only)
live-watching-here = You are watching: every move shows here as it is played, and nothing can be played from this device.
live-watchers-full = The host’s game has as many watchers as it allows: try again later.
live-replayed = What you played while disconnected was played again in the host’s game.
live-kept-line = What you played while disconnected no longer fits the host’s game: it is kept as a line in Games, and your board shows the host’s game.

## Rules: names, events, refusals and rules pages
##
## What the rules engine says, worded by crates/i18n/src/{names,text,rules_page}.rs. Grammar
## keys the messages select on:
##   $set: a ruleset's piece names (chaturanga = document 000, antique = 001, chaturaji = 002,
##     chaduranga = 003, byzantine-traditional and byzantine-modern = 004); $role: king, rook,
##     knight, alfil (two cells diagonally), ferz (one cell diagonally), bishop, queen, pawn.
##   $seats: a ruleset's seats (chaturanga = 000 and 001 four-handed, chaturaji, chaduranga,
##     white-black = every two-player ruleset); $seat: south, west, north, east, white, black.
##   $gender (and $…-gender), from piece-gender: m or f, mv or fv before a vowel. English uses
##     it for a/an only.
##   $form (and $…-form), from seat-form: sg, v (singular, starts with a vowel), pl (a plural
##     that takes the article, as French “les Blancs”), s (an English name ending in s).
## In English the pieces and seats of the English documents (002, 003) keep the document’s own
## names; those of the French documents take their usual English equivalents, keeping what the
## name means (the figure drawn follows it).

ruleset-name = { $ruleset ->
    [chaturanga-v1] { $option ->
        [dice] Chaturanga for four, variant 1, with dice
       *[none] Chaturanga for four, variant 1
    }
    [chaturanga-v2] Chaturanga for four, variant 2 (stakes)
    [chaturanga-v3] Chaturanga for two
    [chaturanga-antique] Chaturanga, antique version (stakes)
    [chaturaji] Chaturaji
    [chaduranga] Four-handed Chaduranga
    [byzantine-traditional] Byzantine chess, traditional
   *[byzantine-modern] Byzantine chess, modern
  }
ruleset-summary = { $ruleset ->
    [chaturanga-v1] { $option ->
        [dice] Variant 1 with its optional rule: a six-sided die names the piece kind that moves.
       *[none] Four armies in two teams, no dice: capture both enemy rajahs.
    }
    [chaturanga-v2] Four armies, a six-sided die and money: take every enemy piece but the rajahs, and win the most rupees.
    [chaturanga-v3] Two armies in the orthodox set-up with vizier and elephants: capture the enemy rajah.
    [chaturanga-antique] Four armies, a four-faced die and money: eliminate the enemy team.
    [chaturaji] Four armies, a four-faced die, allies capturable: be the last team on the board.
    [chaduranga] Four armies and the stick die (1, 3, 4, 6): capture both enemy rajas; a raja may be reintroduced.
    [byzantine-traditional] The circular board with the old leaping bishop and one-step queen: capture the enemy king.
   *[byzantine-modern] The circular board with modern pieces, double steps and promotion: capture the enemy king.
  }
source-origin = { $document ->
    [chaturanga] a French rules text in three variants: four players (“la plus facile”, a die optional), four players with a die and stakes, two players
    [antique] the French booklet (“livret”) of a game set: the antique version, with a die and stakes
    [chaturaji] the Chaturaji page of the English website Traditional Board Games
    [chaduranga] an English blog post of 6 May 2008, with the stick die (daala)
   *[byzantine] a French rules page from leglobejoueur.com, with traditional and modern rules
  }

piece-name = { $set ->
    [antique] { $role ->
        [king] Rajah
        [rook] Elephant
        [knight] Horse
        [alfil] Ship
        [ferz] Vizier
        [bishop] Bishop
        [queen] Queen
       *[pawn] Soldier
    }
    [chaturaji] { $role ->
        [king] King
        [rook] Elephant
        [knight] Horse
        [alfil] Boat
        [ferz] Ferz
        [bishop] Bishop
        [queen] Queen
       *[pawn] Pawn
    }
    [chaduranga] { $role ->
        [king] Raja
        [rook] Elephant
        [knight] Horse
        [alfil] Ship
        [ferz] Ferz
        [bishop] Bishop
        [queen] Queen
       *[pawn] Pawn
    }
    [byzantine-traditional] { $role ->
        [king] King
        [rook] Rook
        [knight] Knight
        [alfil] Bishop
        [ferz] Queen
        [bishop] Bishop
        [queen] Queen
       *[pawn] Pawn
    }
    [byzantine-modern] { $role ->
        [king] King
        [rook] Rook
        [knight] Knight
        [alfil] Elephant
        [ferz] Counsellor
        [bishop] Bishop
        [queen] Queen
       *[pawn] Pawn
    }
   *[chaturanga] { $role ->
        [king] Rajah
        [rook] Rook
        [knight] Knight
        [alfil] Elephant
        [ferz] Vizier
        [bishop] Bishop
        [queen] Queen
       *[pawn] Soldier
    }
  }
# A piece kind's letter in the moves shown and typed: in English, the record letters of
# docs/records.md, by movement, whatever the ruleset calls the piece (records use them in
# every language).
piece-letter = { $set ->
   *[other] { $role ->
        [king] K
        [rook] R
        [knight] N
        [alfil] A
        [ferz] F
        [bishop] B
        [queen] Q
       *[pawn] P
    }
  }
piece-plural = { $set ->
   *[other] { $role ->
       *[other] { $name }s
    }
  }
piece-gender = { $set ->
    [chaturanga] { $role ->
        [alfil] mv
       *[other] m
    }
    [byzantine-modern] { $role ->
        [alfil] mv
       *[other] m
    }
    [byzantine-traditional] { $role ->
       *[other] m
    }
   *[other] { $role ->
        [rook] mv
       *[other] m
    }
  }
# A piece kind with its article: “the soldier”.
piece-the = { $gender ->
   *[other] the { $piece }
  }
# A piece kind with its owner (a seat-of): “South’s Soldier”.
piece-of-seat = { $gender ->
   *[other] { $owner } { $piece }
  }

seat-name = { $seats ->
    [white-black] { $seat ->
        [white] White
       *[black] Black
    }
    [chaduranga] { $seat ->
        [south] Player 1 (South)
        [west] Player 2 (West)
        [north] Player 3 (North)
       *[east] Player 4 (East)
    }
   *[other] { $seat ->
        [south] South
        [west] West
        [north] North
       *[east] East
    }
  }
seat-colour = { $seats ->
    [white-black] { $seat ->
        [white] white
       *[black] black
    }
    [chaturaji] { $seat ->
        [south] red
        [west] green
        [north] yellow
       *[east] black
    }
    [chaduranga] { $seat ->
        [south] red
        [west] blue
        [north] yellow
       *[east] green
    }
   *[chaturanga] { $seat ->
        [south] red
        [west] yellow
        [north] black
       *[east] green
    }
  }
seat-form = { $seats ->
   *[other] { $seat ->
       *[other] sg
    }
  }
# A seat as a subject: “South”.
seat-subject = { $form ->
   *[other] { $seat }
  }
# A seat as an owner, before what it owns: “South’s”.
seat-of = { $form ->
    [s] { $seat }’
   *[other] { $seat }’s
  }
# A seat something goes to: “to South”.
seat-to = { $form ->
   *[other] to { $seat }
  }

# Refusals: why a piece cannot go there ($piece in lower case, with its $gender).
refusal-game-over = the game is over
refusal-must-roll = roll the die first
refusal-no-piece = there is no piece there
refusal-not-your-army = that piece belongs { $owner }
refusal-army-frozen = { $gender ->
   *[other] { $owner } army has lost its { $piece } and cannot move
  }
refusal-die-forbids = the roll does not allow { piece-the }
refusal-not-its-move = { piece-the } does not move that way
refusal-blocked = { piece-the }’s path is blocked
refusal-own-piece = you cannot capture your own piece
refusal-ally-piece = you cannot capture your ally’s pieces
refusal-ally-king = { $gender ->
   *[other] your ally’s { $piece } cannot be captured
  }
refusal-minor-takes-major = { $gender ->
    [mv] an
    [fv] an
   *[other] a
  } { $piece } cannot capture { $victim-gender ->
    [mv] an
    [fv] an
   *[other] a
  } { $victim }
refusal-leap-used = { piece-the }’s leap is used up
refusal-leap-attacked = { piece-the } cannot leap while attacked
refusal-pawn-forward = { piece-the } moves straight ahead only onto an empty cell
refusal-pawn-diagonal = { piece-the } moves diagonally only to capture
refusal-pawn-edge = { $gender ->
   *[other] no { $piece } may reach the far edge before one has been lost
  }

# Events: what happened, without the sentence’s capital. $by, $seat, $payer, $commander: a
# seat-subject; $owner, $ally: a seat-of; $to: a seat-to; $victim, $pawn, $alfil and the $king
# of a leap or return: a piece-of-seat; $cell: a cell’s name.
event-captured = { $by } { $by-form ->
    [pl] capture
   *[other] captures
  } { $victim } on { $cell }
event-king-leap = { $king } makes its one-time leap
event-promoted = { $gender ->
   *[other] { $pawn } promotes to { $piece } on { $cell }
  }
event-alfil-square = { $alfil } completes the square
event-alfil-taken = { $alfil } on { $cell } goes { $to }
event-pawns-met = { $gender ->
   *[other] two of { $owner } { $pawns } meet and are removed; { $seat } { $seat-form ->
        [pl] move
       *[other] moves
    } again
  }
event-command-begins = { $commander } { $commander-form ->
    [pl] occupy { $ally } throne and command its army
   *[other] occupies { $ally } throne and commands its army
  }
event-command-ends = { $king-gender ->
   *[other] { $commander } command of { $ally } army ends ({ $reason ->
        [ally-back] the ally’s { $king } is back
       *[commander-lost] the commander’s { $king } is gone
    })
  }
event-frozen = { $king-gender ->
   *[other] { $seat } { $seat-form ->
        [pl] have lost their { $king }: their army is frozen
       *[other] has lost its { $king }: its army is frozen
    }
  }
event-withdrew = { $king-gender ->
   *[other] { $seat } { $seat-form ->
        [pl] have only the { $king } left and withdraw
       *[other] has only the { $king } left and withdraws
    }
  }
event-pot = the pot
event-paid = { $payer } { $payer-form ->
    [pl] pay
   *[other] pays
  } { NUMBER($units) } { $units ->
    [one] unit
   *[other] units
  } { $to } ({ $why })
payment-throne = throne occupied
payment-king = king captured
payment-king-on-throne = king captured on its throne
payment-king-on-throne-empire = king captured on its throne, empire built
payment-empire = empire
payment-pot-share = share of the pot
payment-stake-returned = stake returned
event-exchange-offered = { $by } { $by-form ->
    [pl] offer
   *[other] offers
  } an exchange of { $kings } { $to }
event-exchange-accepted = the exchange is accepted
event-exchange-refused = the exchange is refused
event-release-demanded = { $king-gender ->
   *[other] { $by } { $by-form ->
        [pl] demand the release of their
       *[other] demands the release of his
    } team’s { $king }
  }
event-king-returned = { $king } returns on { $cell }
event-reintroduction = { $king-gender ->
   *[other] { $seat } { $seat-form ->
        [pl] may reintroduce their
       *[other] may reintroduce his
    } { $king }
  }
event-passed = { $seat } { $seat-form ->
    [pl] cannot move and pass
   *[other] cannot move and passes
  }
event-team = { $first } and { $second }
event-win = { $team } { $team-form ->
    [pl] win
   *[other] wins
  }
event-draw = the game is drawn

# A game’s result: the record’s marker (1-0, 0-1, 1/2-1/2, *) and why.
result-with-reason = { $marker } ({ $why })
result-unfinished = unfinished
result-kings-captured = kings captured
result-all-but-kings = all but the kings captured
result-team-eliminated = team eliminated
result-last-team = last team standing
result-resignation = resignation
result-fifty-rounds = fifty rounds
result-only-kings = only kings left
result-agreement = agreement

# Rules pages. $pawn, $alfil, $king: names (capitalised); $pawns, $alfils, $kings: plurals.
rules-section-players = Players
rules-section-pieces = Pieces
rules-section-dice = Dice
rules-section-special = Special rules
rules-section-stakes = Stakes
rules-section-goal = Goal
rules-section-readings = How this ruleset reads its document
# The source line of a rules page printed as text (the command line).
rules-source-line = Source: { $title }, { $origin }. Document { $document }.
rules-names-own = The names of the pieces and sides are the document’s own.
rules-names-translated = The document (in { $language ->
    [fr] French
   *[other] English
  }) names the pieces { $pieces } and the sides { $seats }; this page gives them in English.
rules-seat = { $seat } ({ $colour }), team { NUMBER($team) }
rules-move-king = one step in any direction
rules-move-rook = slides any distance orthogonally
rules-move-rook-circle = slides any distance along its ring (going round, never back to its own cell) or across the rings
rules-move-knight = leaps two cells one way and one the other (as the chess knight), jumping
rules-move-alfil = leaps exactly two cells diagonally, jumping
rules-move-ferz = one step diagonally
rules-move-bishop = slides diagonally (on the circle: along the curved diagonals until it leaves the rings)
rules-move-queen = moves as rook and bishop together
rules-move-pawn = steps one cell forward
rules-move-pawn-circle = steps one cell along its ring, away from its own pieces
rules-pawn-captures-forward = { $pawn-gender ->
   *[other] The { $pawn } captures one cell forward or diagonally forward.
  }
rules-pawn-captures-diagonal = { $pawn-gender ->
   *[other] The { $pawn } captures one cell diagonally forward only.
  }
rules-pawn-double-step = { $pawn-gender ->
    [mv] An
    [fv] An
   *[other] A
  } { $pawn }’s first move may be two cells.
rules-king-leap = { $king-gender ->
   *[other] Once per game the { $king } may leap like a knight, if it is not attacked.
  }
rules-face = { NUMBER($value) }: { $pieces }
rules-face-nothing = { NUMBER($value) }: nothing moves
rules-or = { $first } or { $second }
rules-dice-must-move = The roll names the piece kind that may move; a legal move of it must be made if one exists, otherwise the turn passes.
rules-first-seat = { $seat } { $seat-form ->
    [pl] start.
   *[other] starts.
  }
rules-roll-off-reroll = A roll-off decides who starts; the winner then rolls again.
rules-roll-off-keep = A roll-off decides who starts; the winner’s roll is his first roll.
rules-dice-fair = Fair dice with no server: on one device the die is the game’s own. When friends play live on several devices, each device commits to a secret chain of numbers when it joins, and every roll is drawn from a number of every device, the one whose turn it is revealing its number last. So nobody, the host included, knows a roll before it is made, nobody can bend it, and every device checks every roll; the game’s record carries the proof, which Ashtapada checks when it opens the record. By links, the same holds one device at a time: each roll comes from a secret of the roller’s device and one of the device that played before, each revealed in the link it sends.
rules-minors = Minor pieces ({ $pawn } and { $alfil }) cannot capture major ones.
rules-ally-never = Allies’ pieces cannot be captured.
rules-ally-but-king = { $king-gender ->
   *[other] Allies’ pieces can be captured, except the { $king }.
  }
rules-ally-all = { $king-gender ->
   *[other] Allies’ pieces can be captured, the { $king } included.
  }
rules-alfil-square-take = { $alfil-gender ->
   *[other] When four { $alfils } form a 2×2 square, the player whose move completed it captures both enemy ones and takes his ally’s.
  }
rules-alfil-square-three = { $alfil-gender ->
   *[other] When four { $alfils } form a 2×2 square, the player whose move completed it captures the other three.
  }
rules-frozen = { $king-gender ->
   *[other] A player whose { $king } is lost cannot move; his pieces stay on the board as obstacles.
  }
rules-throne-turns = A king on his ally’s throne commands the ally’s army and plays the ally’s turns.
rules-throne-either = A king on his ally’s throne commands the ally’s army: on either partner’s turn he may move either army.
rules-exchange = When each team has lost a king, the holders may exchange them.
rules-exchange-release = When each team has lost a king, the holders may exchange them; a team holding both enemy kings may demand its own king back.
rules-reintroduction = A kingless player whose partner captures an enemy king may put his king back on any empty cell, then misses a turn; a king captured twice never returns.
rules-lone-king = A player left with only his king withdraws it; his ally plays on alone.
rules-meeting-pawns = { $pawn-gender ->
   *[other] Two of a player’s { $pawns } meeting head-on are both removed, and he moves again.
  }
rules-promotion-none = { $pawn-gender ->
    [mv] No promotion: an { $pawn } stays an { $pawn }.
    [fv] No promotion: an { $pawn } stays an { $pawn }.
   *[other] No promotion: a { $pawn } stays a { $pawn }.
  }
rules-promotion-lost-kind = { $pawn-gender ->
    [mv] An
    [fv] An
   *[other] A
  } { $pawn } on the last rank becomes the piece whose start square it reached, only if that kind was lost.
rules-promotion-knight-rook = { $pawn-gender ->
    [mv] An
    [fv] An
   *[other] A
  } { $pawn } on an enemy knight’s or rook’s start square becomes that piece, only if its owner lost one.
rules-promotion-unmarked = { $pawn-gender ->
    [mv] An { $pawn } on an unmarked far-edge square becomes that square’s piece, if that piece and an { $pawn } were lost.
    [fv] An { $pawn } on an unmarked far-edge square becomes that square’s piece, if that piece and an { $pawn } were lost.
   *[other] A { $pawn } on an unmarked far-edge square becomes that square’s piece, if that piece and a { $pawn } were lost.
  }
rules-promotion-after-loss = { $pawn-gender ->
    [mv] Until an { $pawn } is lost no { $pawn } may reach the far edge; after that, on an unmarked square it becomes that square’s piece.
    [fv] Until an { $pawn } is lost no { $pawn } may reach the far edge; after that, on an unmarked square it becomes that square’s piece.
   *[other] Until a { $pawn } is lost no { $pawn } may reach the far edge; after that, on an unmarked square it becomes that square’s piece.
  }
rules-promotion-always = { $pawn-gender ->
    [mv] An
    [fv] An
   *[other] A
  } { $pawn } on the far edge becomes that square’s piece, king included.
rules-promotion-any-but-king = { $pawn-gender ->
    [mv] An
    [fv] An
   *[other] A
  } { $pawn } on an enemy piece’s start cell becomes any piece but the king.
rules-privileged-any = { $alfil-gender ->
   *[other] { $pawn-gender ->
       *[other] A player left with one { $pawn } and one { $alfil }: the { $pawn } promotes to any piece on any far-edge square.
    }
  }
rules-privileged-start = { $alfil-gender ->
   *[other] { $pawn-gender ->
       *[other] A player left with one { $pawn } and one { $alfil }: the { $pawn } promotes to knight, rook or king on an enemy knight, rook or king start square.
    }
  }
rules-stake-each = Each player stakes one unit into the pot.
rules-stake-each-rupees = Each player stakes one unit into the pot (the document’s example: 5 rupees).
rules-stake-v2-throne = First occupation of an enemy throne: its owner pays one unit.
rules-stake-v2-king = Each king captured: its owner pays the capturer one unit.
rules-stake-v2-empire = Empire (commanding both armies and eliminating the enemy but kings): each opponent pays two units.
rules-stake-antique-throne = First occupation of an enemy throne: one unit.
rules-stake-antique-king = Capturing a king on its throne: two units; while building the empire: four.
rules-stake-share = The winning team shares the pot; players are ranked by money.
rules-goal-king = { $king-gender ->
   *[other] Capture the enemy { $king }. There is no check and no stalemate.
  }
rules-goal-both-kings = { $king-gender ->
   *[other] Capture both enemy { $kings }.
  }
rules-goal-all-but-kings = Capture every enemy piece but the { $kings }; win the most money.
rules-goal-eliminate = Eliminate the enemy team (nothing or only { $kings } left); win the most money.
rules-goal-last-team = Be the last team with pieces; { $kings } only on both sides is a draw.

# Readings: how each ruleset reads its document where it is silent or ambiguous
# (ashtapada_rules::Reading, whose documentation gives the gist of each).
reading-kings = Kings are captured like any piece: there is no check or mate, and a move may leave one’s own king attacked.
reading-draw = Project rule, not in the document: 50 full rounds without a capture, a promotion or a pawn move is a draw; players may also agree to a draw.
reading-dice-pass = The roll names the piece kind that may move; a legal move of that kind must be made if one exists, otherwise the turn passes.
reading-enemy-throne = An occupied enemy throne gives no command; it matters only for stakes.
reading-payee = Money is paid by and to the owners of the pieces involved: the piece that occupies a throne or captures a king earns for its owner, even when a commander moved it.
reading-draw-stakes = A drawn game (by agreement or the 50-round rule) gives each player his stake back; a resignation gives the pot to the other team.
reading-automatic-promotion = Where promotion is allowed it is automatic; where it is not, the pawn stays a pawn.
reading-roll-off-rerolls = A roll-off decides who starts: the highest roller begins and rolls again for his first move.
reading-kingless-army-moves = The document says nothing of a kingless army: it keeps moving.
reading-white-first = White moves first.
reading-circle = Cells are written as the Circular Chess Society does: rings a (outer) to d (inner), cells 1 to 16 counter-clockwise. White holds cells 1–4 (pawns on 1 and 4), Black cells 9–12 (pawns on 9 and 12); rooks on ring a, knights on ring b, bishops on ring c, king and queen on ring d.
reading-rook-ring = A rook moving along a ring may go round it but never back to its own cell; a cell reachable both ways round is one move.
reading-meeting-pawns = After a pawn move, if the next cell ahead of it holds a pawn of the same colour moving the other way, both are removed and the same player moves again.
reading-south-starts-clockwise = Games without dice start with South; play goes clockwise: South, West, North, East.
reading-rajah-leap = The rajah’s knight leap is allowed once per game, only when no piece of an enemy army that can move could capture the rajah with an ordinary move.
reading-kingless-skips-obstacles = A seat without its rajah skips its turns unless its partner commands it from the throne; its pieces stay as obstacles and can be captured.
reading-command-lasts = Command from the throne lasts, even if the rajah leaves the throne, until the ally’s rajah comes back into play or the commander’s own rajah is captured.
reading-exchange-offer = An exchange of rajahs is offered by the holder of a captured rajah on his turn and answered at once by the other holder.
reading-optional-die = The document’s optional rule: 1 or 6 moves nothing, 2 the elephant, 3 the knight, 4 the rook, 5 a soldier or the rajah.
reading-kingless-skips = A seat without its rajah skips its turns unless its partner commands it from the throne.
reading-v2-goal = The goal is the one the “but du jeu” states (every enemy piece but the rajahs), though a later line repeats part 1’s “until both rajahs are taken”.
reading-v2-privileged-pawn = The privileged pawn: when a player has nothing left but one soldier and one elephant (a rajah still on the board does not count), the soldier promotes to a knight, rook or rajah of his choice on an enemy knight, rook or rajah start square.
reading-v2-stakes = Each player stakes one unit (5 rupees by default) into the pot; the winning team shares the pot; balances may go negative.
reading-v2-lone-rajah = A player left with only his rajah withdraws it (not a capture); his ally plays on alone and can no longer build an empire; the withdrawn player’s turns are skipped and his rajah never comes back.
reading-no-stalemate = There is no stalemate: moves into attack are legal, and capturing the rajah wins.
reading-v3-rajah-leap = The rajah’s knight leap is allowed once per game, only when no enemy piece could capture the rajah with an ordinary move.
reading-v3-promotion = A soldier on the last rank promotes to the piece whose start square it reached, only if that kind was lost; on the rajah’s square, or where no loss allows it, the soldier stays a soldier.
reading-antique-die = The document names no die: this ruleset uses Chaturaji’s four faces 2, 3, 4, 5.
reading-antique-roll-off = A roll-off decides who starts: the highest roller begins and rolls again (as the document says).
reading-antique-privileged = The privileged soldier: when a player has only one soldier and one ship left (a rajah still on the board does not count), the soldier promotes to any piece of his choice, rajah included, on any far-edge square.
reading-antique-stakes = Each player stakes one unit into the pot; the winning team shares the pot; balances may go negative.
reading-antique-empire = The empire of the four-unit payment needs both enemy rajahs captured; a rajah that withdrew was not captured.
reading-antique-lone-rajah = A player left with only his rajah withdraws it; his turns are skipped and his rajah never comes back.
reading-rule5-roll-off = Rule 5: the highest roller starts and his roll-off roll is his first move’s roll.
reading-rule16-promotion = Rule 16 read literally: once the player has lost a pawn, a pawn on an unmarked far-edge square promotes to that square’s piece; until a pawn is lost no pawn may step onto the far edge at all.
reading-rule17-privileged = Rule 17: the privileged pawn (only a boat and a pawn left, a king still on the board not counting) promotes to any piece, king included, on any far-edge square.
reading-reintroduction = A kingless player gains the right to reintroduce his raja when his partner captures an enemy raja; while he holds it his seat takes its turns whatever the roll, and he may place his raja on any empty square or keep the right; after placing it he misses his next turn.
reading-captured-twice = A raja captured twice never returns.
reading-far-edge-promotion = Pawns promote on any far-edge square to that square’s piece, raja included, always.
reading-traditional-set-up = Traditional set-up: kings and queens point-symmetric through the centre, each king to the right of his queen as the document says (a player’s right is towards higher cell numbers): White king d3, queen d2; Black king d11, queen d10.
reading-traditional-pieces = The bishop (the document’s “fou”) leaps exactly two cells diagonally; the queen (“dame”) steps one cell diagonally.
reading-traditional-pawns = No double step, no promotion: a pawn may go round its ring.
reading-modern-set-up = Modern set-up: mirror-symmetric, the kings facing each other; as the document’s remark says, the black king stands to the right of his queen and the white king to the left of his (a player’s right is towards higher cell numbers): White king d2, queen d3; Black king d11, queen d10.
reading-modern-bishop = The bishop slides along the curved diagonals until it leaves the rings; the queen moves as rook and bishop.
reading-no-null-move = No null move: a slider may never end on the cell it started from.
reading-modern-double-step = A pawn’s first move may be two cells along its ring (both empty).
reading-modern-promotion = A pawn reaching a start cell of an enemy piece (not a pawn cell) promotes to any piece but the king, chosen by its owner.
