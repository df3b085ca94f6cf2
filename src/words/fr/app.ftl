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
next-waits-unsigned = le résultat n'est pas encore signé par les deux joueurs : le code de l'arbitre est nécessaire

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
journal-no-whole-record = pas un seul enregistrement entier (octets nuls, ou fichier écrasé)
journal-out-of-place = un enregistrement hors de sa place (un ancien rendu à nouveau)
journal-no-such-moment = un moment qu'aucune partie n'atteint (plus d'un an après son début)
journal-no-game-name = un nom de partie qui ne nomme aucun fichier de l'archive (il en sortirait)
journal-too-late = un enregistrement { $seconds } s après le précédent alors qu'une pendule tournait (il en vient un toutes les 1,5 s) : pas de cette partie
journal-not-in-chain = un enregistrement qui ne suit pas ceux de la partie (un bloc du journal d'une autre partie, ou d'un autre endroit de celle-ci)
journal-too-large = plus de { $most } Mio : pas le journal d'une partie
records-skipped = { $count ->
    [1] L'enregistrement { $lines } du journal est endommagé ou hors de sa place ({ $why })
   *[other] Les enregistrements { $lines } du journal sont endommagés ou hors de leur place (le premier : { $why })
} : aucun ne portait d'appui ni de coup, seuls eux sont écartés et la partie est restaurée entière ; { $kept }.
storage-not-kept = Le stockage est défaillant ({ $error }) : la partie n'est gardée qu'en mémoire, et sera écrite dès que le stockage fonctionnera.
restore-written-at = le dernier enregistrement date de { $at } UTC, { $ago } avant ce démarrage
restore-written-unknown = l'heure du dernier enregistrement est inconnue
game-restored = Partie restaurée après un arrêt : { $when }. Pendules en pause à Blancs { $white }, Noirs { $black } ; le temps écoulé depuis n'est pas décompté. L'arbitre relance (code).
data-dir-not-locked = Le dossier de données n'a pas pu être verrouillé ({ $problem }) : ne lancez jamais un second pendule dessus.
live-cannot-serve = La partie ne peut pas être diffusée sur { $addr } : { $error }
hall-not-set = La salle n'est pas réglée : { $problem }. La partie se joue et s'archive comme sans elle.
hall-bad-event = [hall] event doit compter de 1 à 64 lettres, chiffres, « - », « _ » ou « . »
hall-bad-user = [hall] user doit compter de 1 à 64 lettres, chiffres, « - », « _ » ou « . »
hall-bad-certificate = [hall] certificate : { $problem }
hall-no-certificate = [hall] broker est en mqtts:// et [hall] certificate est vide : préparez de nouveau l'appareil avec le certificat de la salle
hall-no-device-id = l'appareil n'a pas d'identifiant
hall-cannot-start = La salle sur { $broker } est hors d'atteinte de cet appareil : { $error }. La partie se joue et s'archive comme sans elle.
hall-place-none = Plus aucune place sur cette clé (son dossier pendule/hall/ n'a plus de fichier libre).
hall-place-not-marked = La clé ne peut pas marquer la place comme prise ({ $error }) : un autre appareil pourrait la prendre aussi. Rien n'a changé.
hall-place-unreadable = { $file } sur la clé n'est pas une place de la salle : { $problem }. Il reste sur la clé ; rien n'a changé.
hall-place-too-large = plus de { $most } octets
hall-place-no-broker = il ne nomme aucun broker
hall-place-here = Cet appareil : { $user } dans la salle de { $event } ({ $broker }).
hall-place-nowhere = Cet appareil n'est dans aucune salle.
hall-place-no-stick = Branchez la clé préparée par « pendule hall provision ».
hall-place-stick = { $count ->
    [one] Une place libre sur la clé : { $next }.
   *[other] { $count } places libres sur la clé ; la suivante est { $next }.
}
hall-place-taken = Cet appareil est { $user } de { $event } dès son prochain démarrage (installé avec install.sh --hall).
hall-place-left = Cet appareil quitte la salle à son prochain démarrage.
hall-place-ask-replace = Cet appareil est { $user } : touchez encore pour prendre plutôt la place suivante de la clé.
hall-place-ask-leave = Touchez encore pour quitter la salle.
hall-place-not-saved = Non enregistré, la place est rendue à la clé : { $error }

## Les rappels des écrans (run/callbacks.rs)

presets-only-own-removed = seules vos propres cadences peuvent être retirées
choose-time-control = choisissez une cadence
type-time-first = tapez d'abord le temps dans le champ, comme 1:23:45
settings-no-data-dir = aucun dossier de données où enregistrer les réglages
settings-not-saved = les réglages n'ont pas pu être enregistrés : { $error }
settings-speech-warnings = les alertes de temps de la pendule parlante « { $typed } » ne sont pas des durées : écrivez-les comme 5:00 2:00 1:00 0:10

## Les appariements d'une clé USB (run/pairings.rs)

pairings-no-stick = pas de clé USB : branchez celle des appariements
pairings-board-first = indiquez d'abord le numéro d'échiquier de cet appareil
pairings-no-board = { $name } n'a pas d'échiquier { $board } à la ronde { $round } (ses rondes : { $rounds })
pairings-filled = ronde { $round }, échiquier { $board } : { $white } – { $black }, d'après { $name }
pairings-hall = la salle
pairings-no-file = pas de pairings.csv, pairings.pgn ni pairings.trf sur la clé (à la racine, ou dans pendule/)
pairings-unreadable = { $path } ne peut pas être lu : { $error }
pairings-too-large = le fichier d'appariements dépasse 1 Mio : ce n'en est pas un
pairings-not-csv = appariements : ligne { $line } illisible en CSV ({ $why })
pairings-too-few-columns = appariements : ligne { $line } : { $found } colonnes, il en faut 4 (ronde, échiquier, Blancs, Noirs)
pairings-not-a-number = appariements : ligne { $line } : { $what ->
    [round] la ronde
   *[board] l'échiquier
} « { $text } » n'est pas un nombre à partir de 1
pairings-bad-fide-id = appariements : ligne { $line } : l'identifiant FIDE « { $text } » n'est pas un nombre d'au plus 10 chiffres
pairings-name-too-long = appariements : ligne { $line } : un nom de { $chars } caractères (200 au plus)
pairings-twice = appariements : ligne { $line } : ronde { $round } échiquier { $board } apparié deux fois
pairings-empty = appariements : le fichier ne contient aucun appariement
pairings-bad-rating = appariements : ligne { $line } : le classement « { $text } » n'est pas un nombre d'au plus 4 chiffres
pairings-not-a-tag = appariements : ligne { $line } : pas une paire de balises PGN
pairings-missing-tag = appariements : ligne { $line } : la partie n'a pas de balise { $tag }{ $tag ->
    [Board] {" "}(ni Table, ni une ronde comme 3.12)
   *[other] {""}
}
pairings-trf-field = appariements : ligne { $line } : { $what ->
    [starting-rank] le numéro de départ
    [repeated-rank] un numéro de départ donné deux fois
    [opponent] l'adversaire
    [colour] la couleur
    [result] le résultat
   *[points] les points
} en colonnes { $columns } : « { $text } »
pairings-trf-disagree = appariements : ligne { $line } : le joueur { $rank } rencontre { $opponent } à la ronde { $round }, dont la ligne ne le dit pas
pairings-trf-no-round = appariements : le TRF ne contient aucune ronde appariée et pas encore jouée

## Le journal de l'arbitre (ui/arbiter_log.rs)

log-paused = pendules arrêtées par l'arbitre : Blancs { $white }, Noirs { $black }
log-resumed = pendules relancées par l'arbitre : Blancs { $white }, Noirs { $black }
log-time = pendule { side-of } { $from } → { $to } ({ $by })
log-moves = coups { side-of } { $from } → { $to }
log-move-taken-back = { $san } retiré de la feuille de partie
log-move-entered-again = { $san } de nouveau saisi
log-period = période { side-of } { $from } → { $to }
log-undone = annulé : { $words }
log-second-loses = un second coup illégal perd
log-ruling-follows = second coup illégal : la décision suit dès que la position est complète (art. 7.5.5)
log-result = résultat { $outcome } : { $reason }

## L'écran de l'arbitre (ui/arbiter_screen.rs)

ask-illegal-pressed = { side-start } ont appuyé après un coup illégal (art. 7.5.1) : l'appui est annulé, le trait revient { side-to } sans ce que l'appui a donné, et { minutes-added } (art. 7.5.2).
ask-illegal-not-pressed = Coup illégal { side-of } (art. 7.5) : { minutes-added } (art. 7.5.2) ; { side } n'ont pas appuyé, et les pendules restent telles quelles.
ask-illegal-entered = Coup illégal { side-of } (art. 7.5) : { minutes-added } (art. 7.5.2). Le dernier appui { side-of } a son coup sur la feuille et reste : si ce coup était le coup illégal, reprenez-le d'abord (« reprendre le dernier coup »).
ask-first-illegal = Un second coup illégal perd.
ask-second-illegal = C'est le second coup illégal { side-of } : { side } perdent, sauf si { other } ne peuvent mater par aucune suite de coups légaux (art. 7.5.5).
ask-empty-press = { side-start } ont appuyé sans jouer (art. 7.5.3), un coup illégal : l'appui est annulé, le trait revient { side-to }, et { minutes-added }. Un appui par erreur (une manche, un second appui) relève de « annuler l'appui », sans pénalité.
ask-empty-press-has-move = Le dernier appui { side-of } a son coup sur la feuille : ce n'est pas un appui sans coup. Un coup illégal relève de « coup illégal { side-of } » ; un appui par erreur, de « annuler l'appui ».
ask-not-just-pressed = { side-start } n'ont pas appuyé : la pendule { side-of } a le trait. Un coup illégal relève de « coup illégal { side-of } ».
ask-stray-press = Annuler l'appui { side-of } sans pénalité (un appui par erreur : une manche, un second appui) : le trait revient { side-to }, comme avant l'appui. Un coup illégal relève plutôt de « coup illégal { side-of } ».
ask-stray-press-entered = Le coup { side-of } saisi pour cet appui reste sur la feuille, écrit avant son appui.
ask-take-back = Retirer le coup { $san } { side-of } de la feuille (une saisie erronée) ? Les appuis restent : la feuille a alors un coup de retard jusqu'à sa saisie. « annuler » le remet.
ask-claim = { side-start } réclament { $claim } (art. { $article }). Si la réclamation est fausse, { minutes-added } (art. 9.5.3). Pour réclamer avec un coup annoncé, écrivez-le d'abord dans le champ.
ask-claim-intended = { side-start } réclament { $claim } avec le coup annoncé { $intended }, écrit et non joué (art. { $article }). Si la réclamation est fausse, { minutes-added } et { $intended } est joué (art. 9.5.3).
ask-no-claimant = aucun camp n'a le trait : pas de réclamation maintenant
quickplay-asked = Fin de partie au KO demandée par { side } : { $ruling } ?
quickplay-increment = 5 s par coup pour les deux dès le coup suivant, 2 min à l'adversaire (Directives III.4)
quickplay-draw = la partie est nulle (Directives III.5)
quickplay-reject = la demande est rejetée : 2 min à l'adversaire (Directives III.5)
quickplay-declared-draw = la réclamation différée avant la chute du drapeau : la partie est nulle (Directives III.5.2)
quickplay-flag-stands = la réclamation différée avant la chute du drapeau est rejetée : le drapeau est maintenu (Directives III.5.2)
quickplay-postpone = la décision est reportée, 2 min à l'adversaire ; l'arbitre tranche à la fin (Directives III.5)
decide-default-reason = le résultat fixé sur l'écran de l'arbitre
decide-already = { $new } est déjà le résultat : rien à changer
decide-replace = Remplacer { $was } ({ $why }) par { $new }, pour : { $reason } ? La feuille garde les deux.
decide-end = Finir la partie { $new } par décision de l'arbitre, pour : { $reason } ?
last-refused-entry = dernière saisie refusée : { $why }

## L'échiquier (ui/board_screen.rs)

answer-cancel = annuler
answer-accept-draw = accepter la nulle
answer-resigns = { $name } abandonne
answer-offers = { $name } propose
answer-calls = { $name } appelle
answer-close = fermer
call-asking = Appeler l'arbitre à cet échiquier ? La console de la salle montre l'appel, et depuis quand il attend, jusqu'à ce que l'arbitre vienne taper son code ici. Les pendules continuent : pour les arrêter, mettez aussi en pause (art. 6.12.2).
call-no-hall = Cet appareil n'est relié à aucune salle : aucune console ne verrait l'appel. Levez la main, ou mettez les pendules en pause et allez chercher l'arbitre (art. 6.12.2).
call-waiting = ⚖ { $name } : appel en attente
call-unsent = ⚖ { $name } : pas encore sur la salle (pas de liaison)
call-seen = ⚖ { $name } : vu, l'arbitre arrive
offer-draw-asking = Qui propose la nulle ? Après son propre coup et avant d'appuyer sur la pendule (art. 9.1.2.1) ; à un autre moment, la proposition reste valable, notée pour l'arbitre (art. 11.5).
accept-draw-asking = { other-start } acceptent la proposition de nulle { side-of } : la partie est nulle (art. 9.1). Seul le joueur qui répond touche « accepter ».
no-draw-offer = aucune proposition de nulle à accepter
resign-asking = { $name } ({ side }) abandonne ? La partie finit : perdue, ou nulle si l'adversaire ne peut pas mater (art. 5.1.2).
move-refused-call-arbiter = coup refusé : saisissez-le à nouveau, ou appelez l'arbitre
press-your-clock = { $side ->
    [white] Aux Blancs d'appuyer
   *[black] Aux Noirs d'appuyer
}
side-to-move = { side-start } au trait
banner-game-over = partie terminée : { $outcome }
status-black-starts = Les Noirs lancent la pendule des Blancs

## La pendule (ui/clock_screen.rs, ui/sheet_screen.rs)

heading-round = ronde { $round }
heading-board = échiquier { $board }
face-delay = délai { $left }
face-to-control = { $moves } au contrôle
face-period-to-control = P{ $period } · { $moves } au contrôle
face-period = période { $period }
face-moves = { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}
face-offered = ½ proposée
status-result = { $outcome } — le résultat ▸
status-arbiter-decides = { $outcome } ? — l'arbitre décide ▸
status-deciding = décision en cours…
status-paused = en pause
status-held = arrêtées par l'arbitre : l'arbitre relance (⚖)
sheet-heading = Feuille de partie

## Le résultat (ui/result_screen.rs)

ruling-replaces = { $ruling } (remplace { $was })
ruling-not-proved = { $ruling } — non prouvé : l'arbitre décide
proof-final = la position finale ; { $moves ->
    [one] ▶ joue le mat en un coup
   *[other] ▶ joue le mat en { $moves } coups
}
proof-step = coup { $at } sur { $moves } : { $said }

## Réglages et préparation (ui/settings_screen.rs, ui/setup_screen.rs)

pin-not-kept = le code n'a pas pu être gardé : { $why }
preset-fide-classical = FIDE classique 40/90+30, 30+30
preset-rapid = rapide 15+10
preset-blitz = blitz 3+2
preset-us-classical = classique US 90 d5
preset-armageddon = Armageddon 5 / 4
preset-exists = la cadence { $name } existe déjà
preset-type-first = tapez d'abord la cadence dans le champ, comme 5400+30 ou 40/5400+30:1800+30
setup-round-not-a-number = la ronde est un nombre à partir de 1
setup-board-not-a-number = l'échiquier est un nombre (ou rien)
setup-chess960-not-a-number = Chess960 : la position de départ est un nombre de 0 à 959 (⚄ en tire une)
setup-chess960-no-random = aucun nombre n'a pu être tiré au hasard : tapez une position, de 0 à 959

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
pin-locked = le PIN gardé dans settings.toml ne peut être vérifié : aucun PIN n'ouvre cet écran. Retirez [arbiter_pin] de settings.toml (la carte dans un portable, ou ssh) ; le PIN est alors 0000
stored-pin-not-a-pin = le code de l'arbitre n'a pas 4 à 8 chiffres
stored-pin-digits = le code de l'arbitre a { $digits } chiffres, pas 4 à 8
stored-pin-not-a-hash = le code de l'arbitre n'est pas une empreinte Argon2id écrite par pendule
stored-pin-not-text = le code de l'arbitre n'est pas 4 à 8 chiffres entre guillemets
pin-not-hashed = le code n'a pas pu être haché : { $why }

## Le fichier des réglages (store/settings/load.rs)

settings-file-line = { $path } ligne { $line }
settings-unreadable = { $path } : { $why } ; réglages par défaut
settings-not-toml = { $at } : { $why } ; cette ligne n'est pas lue
settings-key-unread = { $at } ({ $key }) : { $why } ; sa valeur par défaut est utilisée, le reste du fichier est lu
settings-kept-aside = { $path } n'a pas été lu entièrement : le fichier tel qu'il était est gardé sous { $aside }
settings-not-kept-aside = { $path } n'a pas été lu entièrement et n'a pas pu être mis de côté ({ $why }) : les réglages ne sont pas enregistrés par-dessus
settings-too-large = { $path } dépasse { $limit } Mio : il n'est pas lu (déplacé vers { $aside }) ; réglages par défaut
settings-pin-refused = { $at } : { $refusal } ; aucun code n'ouvre l'écran de l'arbitre tant que [arbiter_pin] n'est pas retiré du fichier (il est alors 0000)
settings-pin-in-clear = { $path } : le code de l'arbitre reste en clair dans le fichier, qui ne peut être réécrit : { $why }

## Un échiquier électronique DGT à côté de l'appareil (app/ui/eboard_screen.rs)

eboard-unplugged = échiquier électronique débranché : entrez les coups au toucher
eboard-differs-banner = l'échiquier électronique diffère de la feuille : placez ses pièces comme ici
eboard-proposal-loss = une pièce spéciale sur l'échiquier électronique : { $name } ({ side }) abandonne-t-il ?
eboard-proposal-draw = une pièce spéciale sur l'échiquier électronique : la partie est-elle nulle d'un commun accord ?
answer-draw-agreed = nulle acceptée

## Les incidents de l'arbitre (app/ui/arbiter_screen.rs)

quickplay-no-increment = la demande est refusée : rien ne change, la partie continue (Directives III.4)
quickplay-accept = l'adversaire accepte la demande, une proposition de nulle : la partie est nulle (Directives III.4)
quickplay-unsupervised = sans arbitre pour superviser, la réclamation termine la partie, que l'arbitre désigné tranchera (Directives III.6)
confirm-incident = { $what }. Confirmer ?
confirm-incident-illegal = { $what } ; la pénalité de l'art. 7.5.5 suit : du temps à l'adversaire, ou la perte pour un second coup illégal. Confirmer ?
incident-type-control = saisissez d'abord la bonne cadence dans le champ (comme 5400+30 ou 40/5400+30:1800+30) : { $why }
incident-type-article = « { $text } » n'est pas un article (comme 11.5) : saisissez dans le champ l'article enfreint, ou videz-le
incident-type-scores = tapez les points des deux joueurs, puis l'article : « 0-½ 11.7 », « 0-0 11.8 », « ½-1 12.9.4 » (pas « { $text } »)

arbiter-scoresheet-behind = la feuille { side-of } a { $moves } coups de retard, depuis { $time } (art. 8.1.3)
arbiter-position-unknown = coups non notés depuis le coup { $from } (art. 8.4) : tapez chacun dans le champ, puis « compléter le coup »
lag-banner-not-recorded = non notés (8.4)

# Art. 8.3 : un appareil remplacé par un appareil de secours, depuis les incidents de l'arbitre.
spare-no-stick = insérez d'abord une clé USB : la partie y passe vers l'appareil de secours (art. 8.3)
spare-pause-first = mettez d'abord les pendules en pause (⏸) : l'appareil de secours reprend la partie telle quelle, en pause
spare-storage-failing = la carte est défaillante et son journal est en retard sur la partie : exportez plutôt la partie sur la clé et saisissez-la à la main sur l'appareil de secours
spare-hand-over-ask = Écrire cette partie sur la clé pour qu'un appareil de secours la reprenne (art. 8.3) ? Elle reste aussi sur cet appareil. Confirmer ?
spare-handed-over = la partie est sur la clé ({ $file }) : sur l'appareil de secours, incidents de l'arbitre, « 8.3 : reprendre de la clé »
spare-hand-over-failed = la partie n'a pas pu être écrite sur la clé : { $error }
spare-none-on-stick = la clé ne contient aucune partie transmise (pendule/running/) : transmettez d'abord la partie depuis l'appareil remplacé
spare-take-up-ask = Reprendre la partie { $id } de la clé (art. 8.3) ? La partie propre à cet appareil, non commencée ou déjà archivée, cède la place ; pendule redémarre et ouvre la partie en pause, pour que vous la repreniez. Confirmer ?
spare-taken-up = la partie { $id } est reprise : pendule redémarre et l'ouvre en pause
spare-take-up-failed = la partie n'a pas été reprise : { $error }
