# La partie : notes de la feuille, raisons des résultats, refus.

minutes-added = { $minutes ->
    [one] { $minutes } min ajoutée
   *[other] { $minutes } min ajoutées
} { other-to }

note-clock-set = arbitre : pendule { side-of } mise à { $time }
note-moves-set = arbitre : nombre de coups { side-of } mis à { $moves }
note-period-set = arbitre : { side } mis en période { $period }
note-taken-back = arbitre : { $san } repris
note-entered-again = arbitre : { $san } de nouveau saisi (reprise annulée)
note-entry-withdrawn = { side-start } reprennent { $san } avant d'appuyer (correction du joueur)
note-records-lost = l'enregistrement { $line } du journal était endommagé : perdu avec les { $after } suivants, l'arbitre doit vérifier la partie à partir d'ici
note-period-passed = période { side-of } passée à zéro
note-flag-missing = Le drapeau { side-of } est tombé ; { $missing ->
    [one] { $missing } coup
   *[other] { $missing } coups
} encore à saisir
note-flag-before-missing = Le drapeau { side-of } est tombé avant que le coup { $before } soit joué ; { $missing ->
    [one] { $missing } coup
   *[other] { $missing } coups
} encore à saisir
note-illegal-move = Coup illégal { side-of } : { minutes-added } (art. 7.5)
note-empty-press-first = { side-start } ont appuyé sur la pendule sans jouer, un coup illégal (art. 7.5.3) : { minutes-added } (art. 7.5.5)
note-empty-press = { side-start } ont appuyé sur la pendule sans jouer, un coup illégal (art. 7.5.3)
note-claim-rejected = { side-start } réclament { $claim }, à tort : { $why } ; { minutes-added } (art. 9.5.3)
note-draw-offered = { side-start } proposent la nulle (=)
note-draw-declined = { side-start } refusent la proposition de nulle
note-quickplay-increment = { side-start }, avec moins de deux minutes, demandent un incrément pour les deux joueurs, ce qui propose la nulle ; { other } refusent ; l'arbitre l'accorde : { $seconds } s par coup pour les deux dès le coup suivant, { minutes-added } (Directives III.4)
note-quickplay-rejected = { side-start }, avec moins de deux minutes, réclament la nulle ; l'arbitre rejette la réclamation : { minutes-added } (Directives III.5.3)
note-quickplay-postponed = { side-start }, avec moins de deux minutes, réclament la nulle ; l'arbitre diffère sa décision (Directives III.5.2)
note-quickplay-postponed-time = { side-start }, avec moins de deux minutes, réclament la nulle ; l'arbitre diffère sa décision, { minutes-added } (Directives III.5.2)
note-voided-flag = Le drapeau { side-of } est tombé après la fin de la partie sur { $by } : il ne compte pas
note-voided-resignation = { side-start } ont abandonné après la fin de la partie sur { $by } : l'abandon ne compte pas
note-voided-illegal = Le deuxième coup illégal { side-of } a suivi la fin de la partie sur { $by } : il ne compte pas
note-arbiter-paused = l'arbitre a arrêté les pendules à { $at } UTC (Blancs { $white }, Noirs { $black })
note-arbiter-resumed = l'arbitre a relancé les pendules à { $at } UTC (Blancs { $white }, Noirs { $black })
note-arbiter-called = { side-start } ont appelé l'arbitre à { $at } UTC
note-arbiter-came = l'arbitre est venu à { $at } UTC à l'appel { side-of } ({ $called } UTC)
note-restored = la partie s'est arrêtée (coupure de courant) et a été restaurée à { $at } UTC, pendules arrêtées à Blancs { $white }, Noirs { $black }
note-restored-written = la partie s'est arrêtée (coupure de courant) après son enregistrement de { $written } UTC et a été restaurée à { $at } UTC, pendules arrêtées à Blancs { $white }, Noirs { $black }
note-press-taken-back = arbitre : appui { side-of } annulé, un appui par erreur, sans pénalité : le trait revient { side-to }
note-press-taken-back-illegal = appui { side-of } après un coup illégal annulé : le trait revient { side-to } (art. 7.5.1)

why-flag-clock-only = Le drapeau { side-of } est tombé (pendule seule : pas de position pour appliquer l'art. 6.9 ; l'arbitre peut corriger)
why-flag-clock-only-before = Le drapeau { side-of } est tombé avant que le coup { $before } soit joué (pendule seule : pas de position pour appliquer l'art. 6.9 ; l'arbitre peut corriger)
why-second-illegal = Deuxième coup illégal { side-of } (art. 7.5.5) : { $words }
why-second-illegal-clock-only = Deuxième coup illégal { side-of } (art. 7.5.5 ; pendule seule : l'arbitre vérifie la position)
why-resigned = { side-start } abandonnent (art. 5.1.2)
why-resigned-draw = { side-start } abandonnent, mais { $words } : nulle (art. 5.1.2)
why-claim-upheld = { side-start } réclament { $claim } : { $why }
why-draw-agreed = { side-start } acceptent la proposition de nulle { other-of } (art. 9.1)
why-quickplay-draw = { side-start }, avec moins de deux minutes, réclament la nulle ; l'arbitre déclare la partie nulle (Directives III.5.1)
why-quickplay-declared-draw = { side-start } ont réclamé la nulle selon les Directives III.5 et l'arbitre a différé sa décision ; après la chute du drapeau, l'arbitre déclare la partie nulle (Directives III.5.2)
why-arbiter = décision de l'arbitre : { $words }
reason-postponed = { $reason } ; { side } ont réclamé la nulle selon les Directives III.5 et l'arbitre a différé sa décision : l'arbitre déclare le résultat (III.5.2)
reason-armageddon = { $reason } ; Armageddon : la nulle compte comme un gain { side-of }
reason-confirmed = { $reason } ; confirmé par l'arbitre : { $words }
reason-flag-stands = { $reason } ; l'arbitre maintient la chute du drapeau et rejette la réclamation (Directives III.5.2)

press-not-running = la pendule { side-of } ne tourne pas
press-paused = les pendules sont en pause
press-flag-fallen = un drapeau est tombé
press-stopped = les pendules sont arrêtées

not-now-deciding = une décision est en cours
not-now-clock-only = pas de saisie des coups en mode pendule seule
not-now-ruling-awaited = une décision est attendue : seuls les coups déjà joués à la pendule peuvent être saisis
not-now-press-first = { side-start } doivent appuyer sur la pendule avant la saisie du coup suivant
not-now-no-such-period = { $periods ->
    [one] la cadence n'a qu'une période
   *[other] la cadence n'a que { $periods } périodes
} (art. 6.10.2 : une correction ne nomme qu'un réglage de la compétition)
not-now-nothing-to-take-back = aucun coup à reprendre
not-now-nothing-to-withdraw = aucun coup saisi en attente de la pendule : un coup déjà validé se reprend par l'arbitre
not-now-offer-after-move = la nulle se propose après avoir joué un coup
not-now-no-offer-to-accept = aucune proposition de nulle à accepter
not-now-no-offer-to-decline = aucune proposition de nulle à refuser
not-now-no-ruling-asked = aucune décision n'était demandée
not-now-no-proof-asked = aucune preuve de décision n'était recherchée
not-now-proof-does-not-mate = cette suite ne finit pas par le mat qu'elle doit prouver
not-now-claims-need-scoresheet = les réclamations demandent la feuille de partie
not-now-arbiter-resumes = l'arbitre a arrêté les pendules : lui seul les relance (code)
not-now-arbiter-only = seul l'arbitre peut le faire
not-now-not-for-the-arbiter = ce n'est pas une action de l'arbitre
not-now-no-call = aucun appel de joueur n'attend
not-now-time-too-long = aucune pendule ne se règle au-delà de 1 000 heures
not-now-clock-setting-fixed = partie rapide ou blitz sans supervision adéquate, chaque joueur au-delà de dix coups : le réglage de la pendule n'est plus modifié (art. A.5.1.1)
not-now-nothing-to-undo = aucune correction à annuler

quickplay-not-announced = aucune fin de partie au KO n'a été annoncée pour cette partie (Directives III.2.1)
quickplay-blitz = les directives de fin de partie au KO ne s'appliquent jamais au blitz (Directives III.2.2)
quickplay-has-increment = la dernière période a un incrément ou un délai : les directives de fin de partie au KO ne s'appliquent pas (Directives III.2.2)
quickplay-granted = l'incrément des Directives III.4 est déjà en place
quickplay-not-on-move = { side-start } n'ont pas le trait : seul le joueur au trait peut le demander (Directives III.4, III.5)
quickplay-not-last-period = { side-start } ne sont pas encore dans la dernière période (Directives III.1)
quickplay-time-left = il reste deux minutes ou plus { side-to } (Directives III.4, III.5)
quickplay-nothing-postponed = la partie est terminée : l'arbitre ne décide plus qu'une réclamation de nulle { side-of } différée avant la chute du drapeau (Directives III.5.2), nulle ou drapeau maintenu, une fois

error-game-over = la partie est terminée
error-press = pression refusée : { $why }
error-draw-too-early = la nulle ne peut être convenue qu'après un coup de chaque joueur (art. 5.2.3)
error-already-confirmed = { side-start } ont déjà confirmé le résultat
error-no-result-yet = il n'y a pas encore de résultat à confirmer
error-result-stands = c'est déjà le résultat : il reste tel quel
error-ended-with = la partie s'est terminée sur { $by } : { $end } ; aucun coup ne peut suivre
error-missing-moves = { $count ->
    [one] saisissez d'abord le coup manquant
   *[other] saisissez d'abord les { $count } coups manquants
}
error-not-just-pressed = { side-start } n'ont pas appuyé sur la pendule : la pendule { side-of } tourne
error-press-has-move = la dernière pression { side-of } a son coup sur la feuille : reprenez d'abord ce coup
error-own-offer = la proposition de nulle est celle { side-of } : seuls { other } peuvent l'accepter ou la refuser

pgn-to-be-confirmed = { $reason } [à confirmer par l'arbitre]
pgn-replaces = { $reason } ; elle remplace { $was } : { $why }
pgn-confirmed = { side-start } ont confirmé le résultat (art. 8.7) le { $when }

control-error = cadence illisible « { $text } » à « { $part } » (colonne { $column }) : { $why }
control-empty = aucune cadence donnée
control-hourglass-syntax = un sablier s'écrit « * » puis des secondes entières
control-hourglass-empty = un sablier demande du temps
control-moves-missing = seule la dernière période peut omettre son nombre de coups
control-last-has-moves = la dernière période n'a pas de nombre de coups
control-first-without-time = la première période demande du temps
control-move-count-syntax = le nombre de coups s'écrit en coups entiers avant « / »
control-no-moves = une période demande au moins un coup
control-time-syntax = le temps s'écrit en secondes entières
control-increment-syntax = un incrément ou un délai s'écrit en secondes entières

## Incidents (game/incident.rs)

note-offer-on-move = { side-start } proposent la nulle (=), pas juste après avoir joué : la proposition reste valable (art. 9.1.2.1), et l'arbitre considère l'art. 11.5
note-claim-is-offer = la réclamation { side-of } vaut proposition de nulle (=), que { other } peuvent accepter (art. 9.1.2.3)
note-illegal-promotion-first = { side-start } ont appuyé sur la pendule avec un pion sur la dernière rangée sans le remplacer, un coup illégal : une dame remplace le pion (art. 7.5.2) ; { minutes-added } (art. 7.5.5)
note-illegal-promotion = { side-start } ont appuyé sur la pendule avec un pion sur la dernière rangée sans le remplacer, un coup illégal : une dame remplace le pion (art. 7.5.2)
note-illegal-two-hands-first = { side-start } ont joué le coup à deux mains et appuyé sur la pendule, pénalisé comme un coup illégal (art. 7.5.4) : { minutes-added } (art. 7.5.5)
note-illegal-two-hands = { side-start } ont joué le coup à deux mains et appuyé sur la pendule, pénalisé comme un coup illégal (art. 7.5.4)
note-stands = { $kind ->
    [move] Le coup illégal { side-of }
    [promotion] Le pion { side-of } laissé sans remplacement sur la dernière rangée
    [press] L'appui { side-of } sans coup
   *[two-hands] Le coup { side-of } joué à deux mains
} n'a été ni vu par l'arbitre ni réclamé par { other } avant leur coup suivant : il est maintenu et la partie continue (art. A.5.2)
note-stands-sheet-stops = { $note } ; la feuille ne peut pas suivre la position ainsi laissée : l'appareil n'est plus qu'une pendule à partir d'ici
note-touch-rejects-offer = { side-start } ont touché une pièce pour la jouer, ce qui rejette la proposition de nulle { other-of } (art. 9.1.2.1)
note-penalty-warning = arbitre : avertissement { side-to } (art. 12.9.1)
note-penalty-warning-for = arbitre : avertissement { side-to } pour une infraction à l'art. { $article } (art. 12.9.1)
note-penalty-points = arbitre : les points { side-of } dans cette partie sont réduits (art. 12.9.5)
note-penalty-points-for = arbitre : les points { side-of } dans cette partie sont réduits pour une infraction à l'art. { $article } (art. 12.9.5)
note-control-set = arbitre : cadence { side-of } réglée à { $control } (art. 6.10.2)
note-control-set-flag = arbitre : la cadence { side-of } était mal réglée et est réglée à { $control } ; le drapeau tombé sous le mauvais réglage ne compte pas (art. 6.10.2)
note-quickplay-refused = { side-start }, avec moins de deux minutes, demandent un incrément pour les deux joueurs, ce qui propose la nulle ; { other } refusent ; l'arbitre refuse la demande : la partie continue (Directives III.4)
why-penalty-loss = l'arbitre déclare la partie perdue par { side } et gagnée par { other } (art. 12.9.6)
why-penalty-loss-for = l'arbitre déclare la partie perdue par { side }, pour une infraction à l'art. { $article }, et gagnée par { other } (art. 12.9.6)
why-scores = l'arbitre décide des points : Blancs { $white }, Noirs { $black }
why-scores-for = l'arbitre décide des points : Blancs { $white }, Noirs { $black } (art. { $article })
why-quickplay-accepted = { side-start }, avec moins de deux minutes, demandent un incrément pour les deux joueurs, ce qui propose la nulle ; { other } l'acceptent (Directives III.4, art. 9.1)
why-quickplay-unsupervised = { side-start }, avec moins de deux minutes et sans arbitre pour superviser, réclament la nulle, ce qui termine la partie ; la réclamation est transmise à l'arbitre désigné (Directives III.6)
incident-not-promotion = le dernier coup { side-of } sur la feuille n'est pas un pion promu en dame : saisissez-le comme la promotion en dame qu'en fait l'art. 7.5.2
incident-stands-only-rapid-blitz = un coup illégal n'est maintenu qu'en rapide et en blitz (art. A.5.2, B.3) ; en partie standard il est corrigé dès qu'on le constate (art. 7.5.1)
incident-stands-before-reply = { side-start } n'ont pas encore joué le coup suivant : jusque-là l'arbitre intervient ou { side } réclament (art. A.5.2)
incident-stood-after-reply = le coup { side-of } est maintenu : en rapide et en blitz, un coup illégal sur lequel personne n'est intervenu avant le coup suivant de l'adversaire est maintenu, sans pénalité (art. A.5.2, B.3)
incident-touch-not-on-move = { side-start } n'ont pas le trait : seul le joueur qui a le trait touche une pièce pour la jouer (art. 4.3)
incident-touched = { side-start } ont touché une pièce pour la jouer : pas de réclamation de nulle selon l'art. 9.2 ou 9.3 sur ce coup (art. 9.4)
incident-control-after-end = la partie est terminée : seule la cadence du camp dont le drapeau l'a terminée peut encore être corrigée, ce qui annule ce résultat (art. 6.10.2)

note-scoresheet-behind = la feuille { side-of } a eu { $moves } coups de retard pendant { $time } (art. 8.1.3 : un joueur note son coup précédent avant d'en jouer un autre)
note-not-recorded = { side-start } ont saisi « — » (art. 8.4 : moins de cinq minutes, pas d'incrément de 30 s) : les coups ne sont plus notés et la position est inconnue jusqu'à ce que l'arbitre les complète
note-not-recorded-rapid = { side-start } ont saisi « — » (art. A.2, B.3 : en rapide et en blitz, les joueurs ne sont pas tenus de noter) : les coups ne sont plus notés et la position est inconnue jusqu'à ce que l'arbitre les complète
note-filled-in = l'arbitre a complété les coups non notés depuis le coup { $from } (art. 8.4) : la position est de nouveau connue
not-now-not-your-move = c'est le coup { side-of } sur la feuille
not-now-must-record = { side-start } doivent noter les coups : « — » est pour un joueur qui a moins de cinq minutes sans incrément de 30 s (art. 8.4)
not-now-position-unknown = la position est inconnue depuis un « — » (art. 8.4) : rien de ce qui en dépend ne peut être décidé avant que l'arbitre complète les coups, ou décide
