# app : ce que l'appareil dit sur ses écrans, du stockage, de la journée,
# du code et des réglages.

## La feuille en retard sur les appuis (view.rs)

lag-banner = { $missing ->
    [1] saisissez le coup { $number } { side-of }
   *[other] saisissez le coup { $number } { side-of } ({ $missing } manquants)
}

## Le stockage et l'archive (driver/filing.rs)

storage-failing = STOCKAGE DÉFAILLANT : { $path } ne peut pas être écrit. La partie continue, gardée en mémoire ; elle sera écrite dès que possible. Prévenez l'arbitre.
not-archived = NON ARCHIVÉE : { $failure }. Nouvel essai toutes les { $seconds } s ; la partie suivante attend l'archivage ou une copie sur clé USB (export).
not-archived-rescued = NON ARCHIVÉE : { $failure }. Une copie est sur la clé dans { $dir } : la partie suivante peut commencer ; l'archivage est réessayé toutes les { $seconds } s d'ici là.
rescue-not-copied = la partie n'a pas pu être copiée dans { $dir } : { $error }
rescue-not-kept-aside = { $path } n'a pas pu être mis de côté pour la partie suivante : { $error }

## La partie suivante (driver/mod.rs)

new-game-no-data-dir = aucun dossier de données pour une nouvelle partie
new-game-cannot-start = la nouvelle partie ne peut pas commencer : { $error }
new-game-could-not-start = la nouvelle partie n'a pas pu commencer : { $error }
next-waits-game-on = la partie est en cours : elle doit d'abord finir
next-waits-not-archived = la partie finie n'est pas encore archivée : la suivante attend
next-waits-unsigned = les deux joueurs n'ont pas confirmé le résultat : le code de l'arbitre est nécessaire

## À l'ouverture : le journal restauré (run/restore.rs, run/mod.rs)

journal-damaged-kept-aside = Le journal { $file } est endommagé à la ligne { $line } ({ $why }) : aucune partie à restaurer ; il est gardé sous { $aside } et une nouvelle partie commence.
journal-damaged-not-kept-aside = Le journal { $file } est endommagé à la ligne { $line } ({ $why }) ; il n'a pas pu être mis de côté ({ $error }) et reste tel quel.
records-lost = L'enregistrement { $line } du journal est endommagé ({ $why }) : { $after ->
    [0] il est perdu
    [1] il est perdu avec le suivant
   *[other] il est perdu avec les { $after } suivants
}, et la partie est restaurée jusqu'à l'enregistrement d'avant ; { $kept }. L'arbitre doit vérifier la position et les pendules.
records-copy-kept = une copie est gardée sous { $path }
records-not-copied = il n'a pas pu être copié
journal-io = journal { $path } : { $error }
journal-damaged = le journal { $path } est endommagé à la ligne { $line } : { $why }
journal-empty = le journal { $path } ne contient aucune partie
journal-unfiled = le journal { $path } contient la partie { $id }, pas encore dans l'archive
journal-not-utf8 = pas en UTF-8
journal-no-checksum = sans somme de contrôle
journal-bad-checksum-field = une somme de contrôle illisible
journal-checksum-mismatch = la somme de contrôle ne correspond pas
journal-not-a-record = pas un enregistrement : { $detail }
journal-not-a-game-start = le premier enregistrement ne commence pas une partie
journal-version = format de version { $version }
journal-second-start = un second début de partie
journal-refused = la partie l'a refusé : { $error }
storage-not-kept = Le stockage est défaillant ({ $error }) : la partie n'est gardée qu'en mémoire, et sera écrite dès que le stockage fonctionnera.
restore-written-at = le dernier enregistrement date de { $at } UTC, { $ago } avant ce démarrage
restore-written-unknown = l'heure du dernier enregistrement est inconnue
game-restored = Partie restaurée après un arrêt : { $when }. Pendules en pause à Blancs { $white }, Noirs { $black } ; le temps écoulé depuis n'est pas décompté. L'arbitre relance (code).
data-dir-not-locked = Le dossier de données n'a pas pu être verrouillé ({ $problem }) : ne lancez jamais un second pendule dessus.
live-cannot-serve = La partie ne peut pas être diffusée sur { $addr } : { $error }

## Les rappels des écrans (run/callbacks.rs)

restored-arbiter-resumes = la partie a été restaurée : l'arbitre la relance
presets-only-own-removed = seules vos propres cadences peuvent être retirées
choose-time-control = choisissez une cadence
type-time-first = tapez d'abord le temps dans le champ, comme 1:23:45
settings-no-data-dir = aucun dossier de données où enregistrer les réglages
settings-not-saved = les réglages n'ont pas pu être enregistrés : { $error }
settings-speech-warnings = les alertes de temps de la pendule parlante « { $typed } » ne sont pas des durées : écrivez-les comme 5:00 2:00 1:00 0:10
last-move-taken-back = dernier coup repris

## Les appariements d'une clé USB (run/pairings.rs)

pairings-no-stick = pas de clé USB : branchez celle des appariements
pairings-board-first = indiquez d'abord le numéro d'échiquier de cet appareil
pairings-no-board = { $name } n'a pas d'échiquier { $board } à la ronde { $round } (ses rondes : { $rounds })
pairings-filled = ronde { $round }, échiquier { $board } : { $white } – { $black }, d'après { $name }
pairings-no-file = pas de pairings.csv sur la clé (à la racine, ou dans pendule/)
pairings-unreadable = { $path } ne peut pas être lu : { $error }
pairings-too-large = le fichier d'appariements dépasse 1 Mio : ce n'en est pas un
pairings-not-csv = appariements : ligne { $line } illisible en CSV ({ $why })
pairings-too-few-columns = appariements : ligne { $line } : { $found } colonnes, il en faut 4 (ronde, échiquier, Blancs, Noirs)
pairings-not-a-number = appariements : ligne { $line } : { $what ->
    [round] la ronde
   *[board] l'échiquier
} « { $text } » n'est pas un nombre à partir de 1
pairings-bad-fide-id = appariements : ligne { $line } : l'identifiant FIDE « { $text } » n'est pas un nombre
pairings-twice = appariements : ligne { $line } : ronde { $round } échiquier { $board } apparié deux fois
pairings-empty = appariements : le fichier ne contient aucun appariement

## Le journal de l'arbitre (ui/arbiter_log.rs)

correction-time = { side-start } temps { $sign }{ $by }
correction-moves = coups { side-of } { $by }
correction-period = période { side-of } { $by }
correction-undone = annulé : { $words }
log-claim = { $claim ->
    [threefold] réclamation de nulle par triple répétition (9.2)
   *[fifty-moves] réclamation de nulle des 50 coups (9.3)
}

## L'écran de l'arbitre (ui/arbiter_screen.rs)

confirm-illegal-move = Confirmer le coup illégal { side-of } (art. 7.5) : la pénalité suit, et un second perd
confirm-illegal-press = Confirmer : { side-start } ont appuyé sur la pendule sans jouer (art. 7.5.3). C'est un coup illégal : l'appui est annulé et la pénalité suit.
quickplay-asked = Fin de partie au KO demandée par { side } : { $ruling } ?
quickplay-increment = 5 s par coup pour les deux dès le coup suivant, 2 min à l'adversaire (Directives III.4)
quickplay-draw = la partie est nulle (Directives III.5)
quickplay-reject = la demande est rejetée : 2 min à l'adversaire (Directives III.5)
quickplay-postpone = la décision est reportée, 2 min à l'adversaire ; l'arbitre tranche à la fin (Directives III.5)
decide-default-reason = le résultat fixé sur l'écran de l'arbitre
decide-already = { $new } est déjà le résultat : rien à changer
decide-replace = Remplacer { $was } ({ $why }) par { $new }, pour : { $reason } ? La feuille garde les deux.
decide-end = Finir la partie { $new } par décision de l'arbitre, pour : { $reason } ?
last-refused-entry = dernière saisie refusée : { $why }

## L'échiquier (ui/board_screen.rs)

answer-cancel = annuler
answer-accept-draw = accepter la nulle
answer-resigns = { side } abandonnent
accept-draw-asking = { other-start } acceptent la proposition de nulle { side-of } : la partie est nulle (art. 9.1). Seul le joueur qui répond touche « accepter ».
no-draw-offer = aucune proposition de nulle à accepter
resign-asking = Qui abandonne ? La partie finit : perdue, ou nulle si l'adversaire ne peut pas mater (art. 5.1.2).
move-refused-call-arbiter = coup refusé : saisissez-le à nouveau, ou appelez l'arbitre
press-your-clock = { side-start } : appuyez sur votre pendule
side-to-move = { side-start } au trait

## La pendule (ui/clock_screen.rs, ui/sheet_screen.rs)

heading-round = ronde { $round }
heading-board = échiquier { $board }
face-delay = délai { $left }
face-to-control = { $moves } au contrôle
face-period-to-control = P{ $period } · { $moves } au contrôle
face-period = période { $period }
status-result = { $outcome } — le résultat ▸
status-arbiter-decides = { $outcome } ? — l'arbitre décide ▸
status-deciding = décision en cours…
status-paused = en pause
sheet-heading = Feuille de partie

## Le résultat (ui/result_screen.rs)

ruling-replaces = { $ruling } (remplace { $was })
ruling-not-proved = { $ruling } — non prouvé : l'arbitre décide
proof-final = la position finale ; { $total ->
    [one] ▶ joue le coup du mat
   *[other] ▶ joue les { $total } coups jusqu'au mat
}
proof-step = { $shown } sur { $total } : { $said }

## Réglages et préparation (ui/settings_screen.rs, ui/setup_screen.rs)

pin-not-kept = le code n'a pas pu être gardé : { $why }
preset-fide-classical = FIDE classique 40/90+30, 30+30
preset-rapid = rapide 15+10
preset-blitz = blitz 3+2
preset-us-classical = classique US 90 d5
preset-armageddon = Armageddon 5 / 4
preset-exists = la cadence { $name } existe déjà
setup-round-not-a-number = la ronde est un nombre à partir de 1
setup-board-not-a-number = l'échiquier est un nombre (ou rien)

## Le panneau USB (ui/usb_screen.rs)

usb-new-games = clé USB : { $count ->
    [one] { $count } nouvelle partie
   *[other] { $count } nouvelles parties
}
usb-cannot-write = écriture impossible sur la clé ({ $place }) : { $error }
usb-safe-to-remove = { $words } — la clé peut être retirée
usb-exporting = export { $done } sur { $of }…
usb-pulled-too-soon = clé retirée avant la fin de l'export : rien n'est perdu, rebranchez-la

## Le code de l'arbitre (pin/)

pin-digits = le code de l'arbitre a 4 à 8 chiffres
pin-wrong = code erroné
pin-wrong-wait = code erroné { $wrong } fois : le clavier attend { $wait }
pin-waiting = le clavier attend encore { $left }
stored-pin-not-a-pin = le code de l'arbitre n'a pas 4 à 8 chiffres
stored-pin-digits = le code de l'arbitre a { $digits } chiffres, pas 4 à 8
stored-pin-not-a-hash = le code de l'arbitre n'est pas une empreinte Argon2id écrite par pendule
stored-pin-not-text = le code de l'arbitre n'est pas 4 à 8 chiffres entre guillemets
pin-not-hashed = le code n'a pas pu être haché : { $why }

## Le fichier des réglages (store/settings/load.rs)

settings-file-line = { $path } ligne { $line }
settings-unreadable = { $path } : { $why } ; réglages par défaut
settings-invalid = { $at } : { $why } ; réglages par défaut (le fichier est gardé tel quel)
settings-pin-refused = { $at } : { $refusal } ; le code est 0000 jusqu'à ce que l'arbitre en choisisse un autre
settings-pin-in-clear = { $path } : le code de l'arbitre reste en clair dans le fichier, qui ne peut être réécrit : { $why }
